use super::*;

#[test]
fn values_read_and_write_back_as_json_stringify_writes_them() {
    let text = r#"{"a":[1,-2,0,true,false,null],"s":"x\"y\\z\n\t\u0001é€","o":{},"e":[]}"#;
    let value = Json::parse(text).unwrap();
    assert_eq!(
        value.get("a"),
        Some(&Json::Array(vec![
            Json::Int(1),
            Json::Int(-2),
            Json::Int(0),
            Json::Bool(true),
            Json::Bool(false),
            Json::Null
        ]))
    );
    assert_eq!(value.get("s"), Some(&Json::Str("x\"y\\z\n\t\u{1}é€".to_owned())));
    assert_eq!(value.to_string(), text);
    // Whitespace anywhere between tokens, escapes of every kind, a surrogate pair.
    let spaced = " { \"k\" : [ 1 , \"\\/\\b\\f\\r\\u00e9\\ud83d\\ude00\" ] } \n";
    let value = Json::parse(spaced).unwrap();
    assert_eq!(value.to_string(), "{\"k\":[1,\"/\\b\\f\\ré😀\"]}");
    assert_eq!(Json::parse(&value.to_string()).unwrap(), value);
    assert_eq!(Json::parse("-9223372036854775808").unwrap(), Json::Int(i64::MIN));
    assert_eq!(Json::parse("9223372036854775807").unwrap(), Json::Int(i64::MAX));
}

#[test]
fn bad_text_is_an_error_that_says_where_never_a_panic() {
    for (text, at) in [
        ("", 0),
        ("{", 1),
        ("{\"a\" 1}", 5),
        ("{\"a\":1,}", 7),
        ("[1 2]", 3),
        ("[1,]", 3),
        ("{a:1}", 1),
        ("tru", 0),
        ("nul", 0),
        ("01", 0),
        ("-", 1),
        ("1.5", 1),
        ("1e3", 1),
        ("9223372036854775808", 18),
        ("\"abc", 4),
        ("\"a\nb\"", 2),
        ("\"\\x\"", 2),
        ("\"\\u12\"", 3),
        ("\"\\ud83d\"", 7),
        ("\"\\udc00\"", 7),
        ("\"\\", 2),
        ("[1] x", 4),
        ("'a'", 0),
    ] {
        match Json::parse(text) {
            Err(JsonError::Syntax { at: found, .. }) => assert_eq!(found, at, "{text:?}"),
            other => panic!("{text:?}: {other:?}"),
        }
    }
    let deep = "[".repeat(100_000);
    assert!(Json::parse(&deep).is_err());
    assert_eq!(Json::parse("1.5").unwrap_err().to_string(), "not JSON at byte 1: expected a whole number");
    // Every prefix of a valid text is an error or a value, never a panic.
    let text = r#"{"a":[1,-2,{"b":"\u00e9\ud83d\ude00"}],"c":null}"#;
    for end in 0..text.len() {
        if text.is_char_boundary(end) {
            let _ = Json::parse(&text[..end]);
        }
    }
}

#[test]
fn fields_are_read_by_name_with_their_kind_checked() {
    let value = Json::parse(r#"{"n":300,"s":"x","b":true,"z":null,"l":["a","b"],"n":1}"#).unwrap();
    assert_eq!(value.field::<u32>("n"), Ok(300));
    assert_eq!(value.field::<u8>("n"), Err(JsonError::Invalid { field: "n", expected: "a whole number that fits u8" }));
    assert_eq!(value.field::<String>("n"), Err(JsonError::Invalid { field: "n", expected: "a string" }));
    assert_eq!(value.field::<String>("s").as_deref(), Ok("x"));
    assert_eq!(value.field::<bool>("b"), Ok(true));
    assert_eq!(value.field::<Vec<String>>("l"), Ok(vec!["a".to_owned(), "b".to_owned()]));
    assert_eq!(value.field::<Vec<u32>>("l"), Err(JsonError::Invalid { field: "l", expected: "a whole number" }));
    assert_eq!(value.field::<u32>("z"), Err(JsonError::Missing("z")));
    assert_eq!(value.field::<u32>("gone"), Err(JsonError::Missing("gone")));
    assert_eq!(value.field_or_default::<Option<u32>>("z"), Ok(None));
    assert_eq!(value.field_or("gone", 7u8), Ok(7));
    assert_eq!(JsonError::Missing("ply").to_string(), "missing field `ply`");
}
