//! The message files agree: same ids, same variables, no syntax errors, every message formats;
//! and the plural forms are the languages' own.

use std::collections::{BTreeMap, BTreeSet};

use fluent_bundle::types::{FluentNumber, FluentNumberOptions};
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

use super::messages::source;
use super::{Arg, Decimal, Lang, Messages, Msg};

/// Each message id with the variables it uses (in its value, variants and selectors).
fn variables(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let resource = match fluent_syntax::parser::parse(source(lang)) {
        Ok(r) => r,
        Err((_, errors)) => panic!("{lang}.ftl has syntax errors: {errors:?}"),
    };
    let mut out = BTreeMap::new();
    for entry in resource.body {
        match entry {
            Entry::Message(m) => {
                let mut vars = BTreeSet::new();
                if let Some(p) = &m.value {
                    pattern_vars(p, &mut vars);
                }
                for a in &m.attributes {
                    pattern_vars(&a.value, &mut vars);
                }
                let id = m.id.name.to_owned();
                assert!(out.insert(id.clone(), vars).is_none(), "{lang}.ftl defines {id} twice");
            }
            Entry::Junk { content } => panic!("{lang}.ftl: junk {content:?}"),
            _ => {}
        }
    }
    out
}

fn pattern_vars(p: &Pattern<&str>, vars: &mut BTreeSet<String>) {
    for element in &p.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(e: &Expression<&str>, vars: &mut BTreeSet<String>) {
    match e {
        Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
        Expression::Inline(i) => inline_vars(i, vars),
    }
}

fn inline_vars(e: &InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match e {
        InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_owned());
        }
        InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_vars(a, vars);
            }
        }
        _ => {}
    }
}

#[test]
fn every_language_has_every_message_with_the_same_variables() {
    let english = variables(Lang::En);
    assert!(english.len() > 150, "{} messages", english.len());
    // Msg is en.ftl's messages, with their variables.
    assert!(english.keys().map(String::as_str).eq(Msg::ALL.iter().map(|m| m.id())), "Msg is not en.ftl's ids");
    for msg in Msg::ALL {
        assert!(english[msg.id()].iter().map(String::as_str).eq(msg.variables().iter().copied()), "{msg}");
    }
    for lang in [Lang::Ca, Lang::Ru] {
        let other = variables(lang);
        let missing: Vec<_> = english.keys().filter(|id| !other.contains_key(*id)).collect();
        let extra: Vec<_> = other.keys().filter(|id| !english.contains_key(*id)).collect();
        assert!(missing.is_empty() && extra.is_empty(), "{lang}.ftl misses {missing:?}, has extra {extra:?}");
        for (id, vars) in &english {
            assert_eq!(&other[id], vars, "{lang}.ftl: {id} uses other variables than en.ftl");
        }
    }
}

/// Values to try for each variable: both colours, both halves, numbers across the plural forms.
fn samples(name: &str) -> Vec<Arg<'static>> {
    match name {
        "color" => vec!["black".into(), "white".into()],
        "half" => vec!["first".into(), "second".into()],
        "side" => vec!["black".into(), "white".into(), "start".into()],
        "count" | "pieces" | "distance" | "max" | "level" | "view" | "ply" | "total" | "number" | "size"
        | "expected" | "rank" | "ranks" | "squares" | "line" | "column" | "depth" | "limit" | "moves" | "plies"
        | "seconds" => {
            let whole = [0, 1, 2, 3, 5, 11, 21, 22, 25, 101, 1_000, 1_000_000].into_iter().map(Arg::Number);
            // With decimals, the category is `other` whatever the value.
            whole.chain([Arg::Decimal(Decimal::scaled(10, 1)), Arg::Decimal(Decimal::of(2.7, 1))]).collect()
        }
        _ => vec!["x".into()],
    }
}

/// fluent-bundle's numbers written as the language writes them (fluent-rs itself writes them
/// bare; `number.rs`'s tests compare `Decimal::write` with ICU).
fn write_number<const LANG: usize, M>(value: &FluentValue<'_>, _: &M) -> Option<String> {
    let FluentValue::Number(n) = value else { return None };
    let decimals = u8::try_from(n.options.minimum_fraction_digits.unwrap_or(0)).unwrap();
    Some(Decimal::of(n.value, decimals).write(Lang::ALL[LANG]))
}

fn fluent_bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let resource = FluentResource::try_new(source(lang).to_owned()).unwrap_or_else(|(_, e)| panic!("{lang}: {e:?}"));
    let mut bundle = FluentBundle::new(vec![lang.code().parse().unwrap()]);
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(match lang {
        Lang::En => write_number::<0, _>,
        Lang::Ca => write_number::<1, _>,
        Lang::Ru => write_number::<2, _>,
    }));
    bundle.add_resource(resource).unwrap();
    bundle
}

fn fluent_format(bundle: &FluentBundle<FluentResource>, id: &str, args: &[(&str, Arg<'_>)]) -> String {
    let mut fluent_args = FluentArgs::new();
    for (name, arg) in args {
        match arg {
            Arg::Text(t) => fluent_args.set(*name, FluentValue::from(t.to_string())),
            Arg::Number(n) => fluent_args.set(*name, FluentValue::from(*n)),
            Arg::Decimal(d) => {
                let decimals = usize::from(d.decimals());
                let options = FluentNumberOptions { minimum_fraction_digits: Some(decimals), ..Default::default() };
                let value = d.as_f64();
                fluent_args.set(*name, FluentValue::Number(FluentNumber::new(value, options)));
            }
        }
    }
    let pattern = bundle.get_message(id).and_then(|m| m.value()).unwrap();
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors).into_owned();
    assert!(errors.is_empty(), "{id}: {errors:?}");
    text
}

#[test]
fn every_message_reads_and_formats_as_fluent_bundle_does() {
    for lang in Lang::ALL {
        let (_, errors) = super::ftl::parse(source(lang));
        assert!(errors.is_empty(), "{lang}.ftl: {errors:?}");
        let bundle = fluent_bundle(lang);
        let ours = Messages::new(lang);
        let ids = variables(lang);
        assert!(
            ours.present().map(Msg::id).eq(ids.keys().map(String::as_str)),
            "{lang}: the readers see other messages"
        );
        let mut compared = 0;
        for (id, vars) in ids {
            let msg = Msg::from_id(&id).unwrap();
            // Every combination of the variables' sample values.
            let mut grid: Vec<Vec<(String, Arg<'static>)>> = vec![Vec::new()];
            for v in &vars {
                grid = grid
                    .into_iter()
                    .flat_map(|args| {
                        samples(v).into_iter().map(move |a| {
                            let mut args = args.clone();
                            args.push((v.clone(), a));
                            args
                        })
                    })
                    .collect();
            }
            for args in grid {
                let args: Vec<(&str, Arg<'_>)> = args.iter().map(|(n, a)| (n.as_str(), a.clone())).collect();
                let text = ours.tr(msg, &args);
                assert_eq!(text, fluent_format(&bundle, &id, &args), "{lang}: {id} {args:?}");
                assert!(!text.trim().is_empty() && !text.contains("{$"), "{lang}: {id} gives {text:?}");
                compared += 1;
            }
        }
        assert!(compared > 500, "{compared}");
    }
}

#[test]
fn plural_categories_are_fluent_bundles() {
    let probe = "p = { $n ->\n    [zero] zero\n    [one] one\n    [two] two\n    [few] few\n    [many] many\n   *[other] other\n    }\n";
    for lang in Lang::ALL {
        let mut bundle = FluentBundle::new(vec![lang.code().parse().unwrap()]);
        bundle.add_resource(FluentResource::try_new(probe.to_owned()).unwrap()).unwrap();
        for n in (0..=1200).chain([10_000, 100_001, 1_000_000, 1_000_001]) {
            assert_eq!(
                super::plural_category(lang, n),
                fluent_format(&bundle, "p", &[("n", Arg::Number(n))]),
                "{lang} {n}"
            );
        }
    }
}

fn wrong_distance(lang: Lang, pieces: u32) -> String {
    Messages::new(lang).tr(
        Msg::PlayWrongDistance,
        &[("from", "a1".into()), ("to", "a2".into()), ("distance", 1.into()), ("pieces", pieces.into())],
    )
}

#[test]
fn russian_counts_pieces_one_few_many() {
    let cases = [
        (1, "1 фишка"),
        (3, "3 фишки"),
        (5, "5 фишек"),
        (11, "11 фишек"),
        (21, "21 фишка"),
        (22, "22 фишки"),
        (25, "25 фишек"),
    ];
    for (n, said) in cases {
        let text = wrong_distance(Lang::Ru, n);
        assert!(text.contains(&format!("на его линии {said},")), "{n}: {text}");
    }
    let ru = Messages::new(Lang::Ru);
    assert_eq!(ru.tr(Msg::TookBack, &[("count", 1.into())]), "Взят назад 1 полуход");
    assert_eq!(ru.tr(Msg::TookBack, &[("count", 3.into())]), "Взяты назад 3 полухода");
    assert_eq!(ru.tr(Msg::TookBack, &[("count", 12.into())]), "Взяты назад 12 полуходов");
}

#[test]
fn catalan_and_english_count_one_and_other() {
    for (n, ca, en) in [
        (1, "hi ha 1 fitxa", "holds 1 piece,"),
        (2, "hi ha 2 fitxes", "holds 2 pieces,"),
        (0, "hi ha 0 fitxes", "holds 0 pieces,"),
    ] {
        assert!(wrong_distance(Lang::Ca, n).contains(ca), "{}", wrong_distance(Lang::Ca, n));
        assert!(wrong_distance(Lang::En, n).contains(en), "{}", wrong_distance(Lang::En, n));
    }
    let ca = Messages::new(Lang::Ca);
    assert_eq!(ca.tr(Msg::TookBack, &[("count", 1.into())]), "S'ha desfet 1 mitja jugada");
    assert_eq!(ca.tr(Msg::Replayed, &[("count", 4.into())]), "S'han refet 4 mitges jugades");
}

#[test]
fn selects_on_colour_and_falls_back_to_english_then_the_id() {
    let ca = Messages::new(Lang::Ca);
    assert_eq!(ca.tr(Msg::TurnSide, &[("color", loa_core::Color::White.into())]), "Mouen les blanques");
    assert_eq!(Messages::new(Lang::Ru).tr(Msg::EmbedCorrect, &[]), "Верно!");
    let partial = Messages::from_source(Lang::Ru, "embed-correct = Верно!\nbroken = {");
    assert_eq!(partial.tr(Msg::EmbedCorrect, &[]), "Верно!");
    assert_eq!(partial.tr(Msg::EmbedWrong, &[]), "Not this one. Try again.");
    // A fetched file's ids that are no message of this build are left out.
    let other = Messages::from_source(Lang::Ru, "no-such-message = x\nembed-correct = Верно!");
    assert_eq!(other.present().collect::<Vec<_>>(), [Msg::EmbedCorrect]);
    // English not at hand (a page's words not fetched yet): the id shows what is missing.
    let nothing = Messages::from_source(Lang::En, "");
    assert_eq!(nothing.tr(Msg::EmbedWrong, &[]), "embed-wrong");
    assert_eq!(Messages::new(Lang::En).tr(Msg::TurnYours, &[("color", Arg::from("black"))]), "Your move (Black)");
}

#[test]
fn the_board_loaders_words_are_the_message_files() {
    // www/loa-board.js speaks before the wasm module has loaded, so it keeps copies.
    let js = include_str!("../../../../www/loa-board.js");
    for lang in Lang::ALL {
        let m = Messages::new(lang);
        let line = format!(
            "{}: {{ loading: \"{}\", failed: \"{}\" }},",
            lang.code(),
            m.tr(Msg::EmbedLoading, &[]),
            m.tr(Msg::EmbedLoadFailed, &[("error", "".into())])
        );
        assert!(js.contains(&line), "www/loa-board.js lacks {line}");
    }
}

/// The update banner (`www/pwa.js`, plain JavaScript that reads the words' file) names these.
#[test]
fn the_update_banners_words_are_messages() {
    let js = include_str!("../../../../www/pwa.js");
    for msg in [Msg::UpdateAvailable, Msg::UpdateOtherTab, Msg::BuildReload, Msg::UpdateLater] {
        assert!(js.contains(&format!("'{}'", msg.id())), "www/pwa.js does not name {msg}");
    }
}

/// The game page's markup holds en.ftl's English where it names a message (the page's text
/// before the module has run, and for search engines): `data-i18n="id">text<`.
#[test]
fn the_game_pages_english_is_en_ftls() {
    let html = include_str!("../../../../index.html");
    let en = Messages::new(Lang::En);
    let words = |text: &str| text.split_whitespace().collect::<Vec<_>>().join(" ");
    let mut compared = 0;
    for part in html.split(" data-i18n=\"").skip(1) {
        let (id, rest) = part.split_once('"').unwrap();
        let text = rest.split_once('>').unwrap().1.split('<').next().unwrap();
        assert!(!text.contains('&'), "index.html: {id}: an entity to read");
        let msg = Msg::from_id(id).unwrap_or_else(|| panic!("index.html: {id} is not in en.ftl"));
        assert_eq!(words(text), words(&en.tr(msg, &[])), "index.html: data-i18n=\"{id}\"");
        compared += 1;
    }
    assert!(compared > 100, "{compared}");
}

/// Every `data-i18n*="id"` of the site's static pages names a message (the page's text before
/// and after the module translates it).
#[test]
fn the_pages_markup_names_existing_messages() {
    let pages = [
        ("index.html", include_str!("../../../../index.html")),
        ("www/puzzles.html", include_str!("../../../../www/puzzles.html")),
    ];
    let mut seen = 0;
    for (page, html) in pages {
        for part in html.split(" data-i18n").skip(1) {
            // ` data-i18n="id"`, ` data-i18n-title="id"`; `data-i18n-page` has no value.
            let Some((attribute, rest)) = part.split_once("=\"") else { continue };
            if attribute.contains([' ', '>']) {
                continue;
            }
            let id = rest.split('"').next().unwrap();
            assert!(Msg::from_id(id).is_some(), "{page}: data-i18n{attribute}=\"{id}\" is not in en.ftl");
            seen += 1;
        }
    }
    assert!(seen > 60, "{seen}");
}
