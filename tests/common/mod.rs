//! What the tests that read the app's sources share: where the app is, and which items are test
//! code.

use std::path::PathBuf;

/// `src/app`.
pub fn app_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src/app")
}

// Each test crate uses what it needs of these (the translations' test reads no Rust items).
#[allow(dead_code)]
/// Whether these attributes make an item test code: `#[test]`, or `#[cfg(test)]` (not
/// `#[cfg(not(test))]`).
pub fn is_test_only(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|a| {
        a.path().is_ident("test")
            || a.path().is_ident("cfg")
                && matches!(&a.meta, syn::Meta::List(list) if {
                    let text = list.tokens.to_string();
                    text.contains("test") && !text.contains("not")
                })
    })
}

/// The `syn::visit::Visit` methods that leave out test-only items ([`is_test_only`]), written once
/// for every visitor that reads only what the app ships. Inside `impl Visit for ...`, each method
/// with the item type it visits: `skip_test_items!(visit_item_fn: ItemFn, visit_item_impl: ItemImpl);`.
#[allow(unused_macros)] // the translations' test reads no Rust items
macro_rules! skip_test_items {
    ($($method:ident: $item:ident),* $(,)?) => {
        $(
            fn $method(&mut self, item: &'ast ::syn::$item) {
                if !common::is_test_only(&item.attrs) {
                    ::syn::visit::$method(self, item);
                }
            }
        )*
    };
}
