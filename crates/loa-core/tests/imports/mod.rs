//! Which file of a crate uses which, read from its sources with `syn`, and the files that use
//! each other: two that `use` each other, or more in a loop.
//!
//! Each `use` and each path in the code (`crate::…`, `super::…`, or a name a `use` brought in)
//! is followed to the file that defines what it names, through the re-exports on the way: a
//! child's `use super::Thing` leads to the file where `Thing` is written, not to the `mod.rs`
//! that re-exports it. A `mod` declaration is no use; a re-export (`pub use`) is one only where
//! the file's own code names it too. Paths inside macro calls are read where the arguments
//! are expressions (`format!`, `assert_eq!`, `write!`).
//!
//! A file's uses of what its own folder's face defines (a `super::MAX_PLY` written in the
//! `mod.rs` above it, or a `crate::ParseError` in `lib.rs`) are not counted: a module sees its
//! parents' names by Rust's design, and the face holds what its files share. Its files' uses
//! of each other, and the face's uses of its files, are.
//!
//! loa-core's `tests/layers.rs` and the `tests/imports.rs` of loa-cli, loa-app, loa-web and
//! loa-server share this file (`#[path]`), so every crate is held to one reading.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use syn::punctuated::Punctuated;
use syn::visit::{self, Visit};
use syn::{Item, UseTree, Visibility};

/// Fails, naming each circle, if files of the crate in `crate_dir` use each other.
#[allow(dead_code)] // each test crate that includes this file uses one of the two
pub fn assert_no_circles(crate_dir: &Path) {
    assert_no_circles_except(crate_dir, &[]);
}

/// As [`assert_no_circles`], but a circle all of whose files are in `known` (paths from the
/// crate's folder, `src/embed/registry.rs`) is printed, not failed: a cycle being taken apart
/// elsewhere. A known file that is in no circle any more is printed too, to be struck off.
pub fn assert_no_circles_except(crate_dir: &Path, known: &[&str]) {
    let (excused, circles) = split_known(circles(crate_dir), known);
    for circle in &excused {
        println!("known circle, left for now: {circle}");
    }
    for file in known {
        if !excused.iter().any(|c| circle_files(c).contains(file)) {
            println!("{file} is known to be in a circle but is in none: strike it off");
        }
    }
    assert!(
        circles.is_empty(),
        "files that use each other (give what both need a file of its own):\n{}",
        circles.join("\n")
    );
}

/// The circles whose files are all `known`, and the others.
pub fn split_known(circles: Vec<String>, known: &[&str]) -> (Vec<String>, Vec<String>) {
    circles.into_iter().partition(|c| circle_files(c).iter().all(|f| known.contains(f)))
}

/// The files a circle's line (as [`circles_in`] writes it) names: `a -> b (…); b -> a (…)`.
fn circle_files(circle: &str) -> Vec<&str> {
    circle.split("; ").filter_map(|tie| tie.split(" -> ").next()).collect()
}

/// The circles among the files of the crate in `crate_dir` (its `src/lib.rs` or `src/main.rs`
/// and the modules they declare), each as the files and what ties them (see [`circles_in`]).
fn circles(crate_dir: &Path) -> Vec<String> {
    let mut sources = BTreeMap::new();
    read_sources(crate_dir, &crate_dir.join("src"), &mut sources);
    let lib = Path::new("src/lib.rs");
    let root = if sources.contains_key(lib) { lib } else { Path::new("src/main.rs") };
    circles_in(&sources, root)
}

fn read_sources(crate_dir: &Path, dir: &Path, out: &mut BTreeMap<PathBuf, String>) {
    for entry in fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.unwrap_or_else(|e| panic!("{}: {e}", dir.display())).path();
        if path.is_dir() {
            read_sources(crate_dir, &path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let relative = path.strip_prefix(crate_dir).unwrap_or(&path).to_path_buf();
            out.insert(relative, text);
        }
    }
}

/// The circles among `sources` (file → text), the crate's root being `root`: one line each,
/// `a.rs -> b.rs (the paths a names in b); b.rs -> a.rs (…)`, every use within the circle.
pub fn circles_in(sources: &BTreeMap<PathBuf, String>, root: &Path) -> Vec<String> {
    let mut krate = Crate { modules: Vec::new() };
    krate.add_file(sources, root, None, "").unwrap_or_else(|e| panic!("{e}"));
    let uses = krate.file_uses();
    let reaches = |from: &PathBuf| {
        let mut seen = BTreeSet::new();
        let mut todo = vec![from.clone()];
        while let Some(file) = todo.pop() {
            for ((a, b), _) in uses.range((file.clone(), PathBuf::new())..) {
                if *a != file {
                    break;
                }
                if seen.insert(b.clone()) {
                    todo.push(b.clone());
                }
            }
        }
        seen
    };
    let files: BTreeSet<PathBuf> = uses.keys().map(|(a, _)| a.clone()).collect();
    let reach: BTreeMap<&PathBuf, BTreeSet<PathBuf>> = files.iter().map(|f| (f, reaches(f))).collect();
    let mut placed = BTreeSet::new();
    let mut out = Vec::new();
    for file in &files {
        if placed.contains(file) || !reach[file].contains(file) {
            continue;
        }
        // The files this one reaches that reach it back: its circle.
        let circle: BTreeSet<&PathBuf> =
            reach[file].iter().filter(|other| reach.get(other).is_some_and(|r| r.contains(file))).collect();
        let ties: Vec<String> = uses
            .iter()
            .filter(|((a, b), _)| circle.contains(a) && circle.contains(b))
            .map(|((a, b), names)| {
                let names: Vec<&str> = names.iter().map(String::as_str).collect();
                format!("{} -> {} ({})", a.display(), b.display(), names.join(", "))
            })
            .collect();
        placed.extend(circle.into_iter().cloned());
        out.push(ties.join("; "));
    }
    out
}

/// One module: the file it is written in, its place in the tree and the names it holds.
#[derive(Debug, Default)]
struct Module {
    file: PathBuf,
    parent: Option<usize>,
    children: BTreeMap<String, usize>,
    /// Items written in it: functions, types, constants, traits, macros.
    defined: BTreeSet<String>,
    /// `use`d names: the path each stands for, and whether it is a re-export.
    imports: BTreeMap<String, (Vec<String>, bool)>,
    globs: Vec<(Vec<String>, bool)>,
    /// Every path its code names, outside its `use` items.
    paths: Vec<Vec<String>>,
}

impl Module {
    fn holds(&self, name: &str) -> bool {
        self.children.contains_key(name) || self.defined.contains(name) || self.imports.contains_key(name)
    }
}

#[derive(Debug)]
struct Crate {
    modules: Vec<Module>,
}

/// How many re-exports a path is followed through before it is given up (a loop of them).
const MAX_HOPS: usize = 32;

impl Crate {
    /// Reads `file`, the module `name` of `parent` (the crate's root without one).
    fn add_file(
        &mut self,
        sources: &BTreeMap<PathBuf, String>,
        file: &Path,
        parent: Option<usize>,
        name: &str,
    ) -> Result<usize, String> {
        let text = sources.get(file).ok_or_else(|| format!("{}: no such file", file.display()))?;
        let syntax = syn::parse_file(text).map_err(|e| format!("{}: {e}", file.display()))?;
        let folder = file.parent().unwrap_or(Path::new(""));
        let owns_folder = parent.is_none() || file.file_name().is_some_and(|n| n == "mod.rs");
        // `mod x;` in a.rs is a/x.rs; in a/mod.rs or the root, x.rs beside it.
        let children = if owns_folder { folder.to_path_buf() } else { file.with_extension("") };
        self.add_module(sources, file, &children, parent, name, &syntax.items)
    }

    fn add_module(
        &mut self,
        sources: &BTreeMap<PathBuf, String>,
        file: &Path,
        children: &Path,
        parent: Option<usize>,
        name: &str,
        items: &[Item],
    ) -> Result<usize, String> {
        let id = self.modules.len();
        self.modules.push(Module { file: file.to_path_buf(), parent, ..Module::default() });
        if let Some(p) = parent {
            self.modules[p].children.insert(name.to_string(), id);
        }
        let mut code = Code::default();
        for item in items {
            match item {
                Item::Mod(m) => {
                    let child = m.ident.to_string();
                    match &m.content {
                        Some((_, inner)) => {
                            self.add_module(sources, file, &children.join(&child), Some(id), &child, inner)?;
                        }
                        None => {
                            let path = module_file(sources, m, file, children)?;
                            self.add_file(sources, &path, Some(id), &child)?;
                        }
                    }
                }
                Item::Use(u) => code.add_use(&u.tree, Vec::new(), !matches!(u.vis, Visibility::Inherited)),
                other => {
                    if let Some(name) = defined_name(other) {
                        self.modules[id].defined.insert(name);
                    }
                    code.visit_item(other);
                }
            }
        }
        let module = &mut self.modules[id];
        for (name, path, reexport) in code.imports {
            module.imports.insert(name, (path, reexport));
        }
        module.globs = code.globs;
        module.paths = code.paths;
        Ok(id)
    }

    /// The module that defines what `path` names, seen from `from`; `None` outside the crate
    /// (the standard library, another crate, a local name).
    fn resolve(&self, from: usize, path: &[String], hops: usize) -> Option<usize> {
        let (first, rest) = path.split_first()?;
        match first.as_str() {
            "crate" => self.walk(0, rest, hops),
            "self" => self.walk(from, rest, hops),
            "super" => self.walk(self.modules[from].parent?, rest, hops),
            _ => self.find(from, path, hops),
        }
    }

    /// Goes down `path` from module `at` while it names modules, then finds its item.
    fn walk(&self, mut at: usize, path: &[String], hops: usize) -> Option<usize> {
        for (i, segment) in path.iter().enumerate() {
            match segment.as_str() {
                "super" => at = self.modules[at].parent?,
                "self" => {}
                _ => match self.modules[at].children.get(segment) {
                    Some(&child) => at = child,
                    // A name nothing here holds (made by a macro, say) is taken as this module's.
                    None => return self.find(at, &path[i..], hops).or(Some(at)),
                },
            }
        }
        Some(at)
    }

    /// `path`, whose first name module `at` sees: one of its modules, its items, its imports,
    /// or a glob import's.
    fn find(&self, at: usize, path: &[String], hops: usize) -> Option<usize> {
        if hops > MAX_HOPS {
            return None;
        }
        let (name, rest) = path.split_first()?;
        let module = &self.modules[at];
        if let Some(&child) = module.children.get(name) {
            return self.walk(child, rest, hops);
        }
        if module.defined.contains(name) {
            return Some(at);
        }
        if let Some((target, _)) = module.imports.get(name) {
            let full: Vec<String> = target.iter().chain(rest).cloned().collect();
            return self.resolve(at, &full, hops + 1);
        }
        module.globs.iter().find_map(|(glob, _)| {
            let from = self.resolve(at, glob, hops + 1)?;
            if self.modules[from].holds(name) {
                self.find(from, path, hops + 1)
            } else {
                None
            }
        })
    }

    /// Whether `module` is inside `folder` (its parent, or the parent's parent…).
    fn is_ancestor(&self, folder: usize, module: usize) -> bool {
        let mut at = self.modules[module].parent;
        while let Some(parent) = at {
            if parent == folder {
                return true;
            }
            at = self.modules[parent].parent;
        }
        false
    }

    /// For each pair of files (a, b), the paths by which a uses b; a file's uses of the names
    /// its folder's face (`mod.rs`) or the crate's root defines are left out.
    fn file_uses(&self) -> BTreeMap<(PathBuf, PathBuf), BTreeSet<String>> {
        let mut uses: BTreeMap<(PathBuf, PathBuf), BTreeSet<String>> = BTreeMap::new();
        for (id, module) in self.modules.iter().enumerate() {
            // A re-export is a use only where the code names it, and then it is among the paths.
            let imported = module.imports.values().filter(|(_, reexport)| !reexport).map(|(path, _)| path);
            let globs = module.globs.iter().filter(|(_, reexport)| !reexport).map(|(path, _)| path);
            for path in imported.chain(globs).chain(&module.paths) {
                let Some(target) = self.resolve(id, path, 0) else { continue };
                if self.is_ancestor(target, id) {
                    continue;
                }
                let file = &self.modules[target].file;
                if *file != module.file {
                    uses.entry((module.file.clone(), file.clone())).or_default().insert(path.join("::"));
                }
            }
        }
        uses
    }
}

/// The file a `mod name;` declared in `file` is written in: `#[path]`, `name.rs` or
/// `name/mod.rs` in `children`.
fn module_file(
    sources: &BTreeMap<PathBuf, String>,
    m: &syn::ItemMod,
    file: &Path,
    children: &Path,
) -> Result<PathBuf, String> {
    let name = m.ident.to_string();
    for attr in &m.attrs {
        if let syn::Meta::NameValue(nv) = &attr.meta {
            if let (true, syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(s), .. })) =
                (nv.path.is_ident("path"), &nv.value)
            {
                return Ok(file.parent().unwrap_or(Path::new("")).join(s.value()));
            }
        }
    }
    [children.join(format!("{name}.rs")), children.join(&name).join("mod.rs")]
        .into_iter()
        .find(|p| sources.contains_key(p))
        .ok_or_else(|| format!("{}: no file for `mod {name};`", file.display()))
}

/// The name an item defines in its module's namespace, if any.
fn defined_name(item: &Item) -> Option<String> {
    let ident = match item {
        Item::Const(i) => &i.ident,
        Item::Enum(i) => &i.ident,
        Item::ExternCrate(i) => i.rename.as_ref().map_or(&i.ident, |(_, r)| r),
        Item::Fn(i) => &i.sig.ident,
        Item::Macro(i) => i.ident.as_ref()?,
        Item::Static(i) => &i.ident,
        Item::Struct(i) => &i.ident,
        Item::Trait(i) => &i.ident,
        Item::TraitAlias(i) => &i.ident,
        Item::Type(i) => &i.ident,
        Item::Union(i) => &i.ident,
        _ => return None,
    };
    Some(ident.to_string())
}

/// What one module's items name: its `use`s and the paths in its code.
#[derive(Debug, Default)]
struct Code {
    imports: Vec<(String, Vec<String>, bool)>,
    globs: Vec<(Vec<String>, bool)>,
    paths: Vec<Vec<String>>,
}

impl Code {
    fn add_use(&mut self, tree: &UseTree, mut prefix: Vec<String>, reexport: bool) {
        match tree {
            UseTree::Path(p) => {
                prefix.push(p.ident.to_string());
                self.add_use(&p.tree, prefix, reexport);
            }
            UseTree::Name(n) if n.ident == "self" => {
                if let Some(last) = prefix.last() {
                    self.imports.push((last.clone(), prefix.clone(), reexport));
                }
            }
            UseTree::Name(n) => {
                prefix.push(n.ident.to_string());
                self.imports.push((n.ident.to_string(), prefix, reexport));
            }
            UseTree::Rename(r) => {
                if r.ident != "self" {
                    prefix.push(r.ident.to_string());
                }
                self.imports.push((r.rename.to_string(), prefix, reexport));
            }
            UseTree::Glob(_) => self.globs.push((prefix, reexport)),
            UseTree::Group(g) => {
                for tree in &g.items {
                    self.add_use(tree, prefix.clone(), reexport);
                }
            }
        }
    }
}

impl<'ast> Visit<'ast> for Code {
    fn visit_path(&mut self, path: &'ast syn::Path) {
        self.paths.push(path.segments.iter().map(|s| s.ident.to_string()).collect());
        visit::visit_path(self, path);
    }

    /// `pub(crate)`, `pub(super)`: no use of anything.
    fn visit_vis_restricted(&mut self, _: &'ast syn::VisRestricted) {}

    /// A `use` inside a function imports into the module's scope as far as paths go.
    fn visit_item_use(&mut self, u: &'ast syn::ItemUse) {
        self.add_use(&u.tree, Vec::new(), false);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        visit::visit_macro(self, mac);
        if let Ok(args) = mac.parse_body_with(Punctuated::<syn::Expr, syn::Token![,]>::parse_terminated) {
            for arg in &args {
                self.visit_expr(arg);
            }
        }
    }
}
