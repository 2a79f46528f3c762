//! Lists read from stored state with a bound: a stored list keeps at most so many entries however
//! many the file holds, and the rest are skipped while reading (never collected), so an edited or
//! runaway file (100,000 recent files, say) costs no memory and no time once the app runs.

use std::collections::{HashMap, VecDeque};
use std::fmt;
use std::hash::Hash;
use std::marker::PhantomData;

use serde::Deserializer;
use serde::de::{Deserialize, IgnoredAny, MapAccess, SeqAccess, Visitor};

/// Which entries of a long list are kept.
#[derive(Clone, Copy)]
enum Keep {
    First,
    Last,
}

struct BoundedSeq<T> {
    limit: usize,
    keep: Keep,
    item: PhantomData<T>,
}

impl<'de, T: Deserialize<'de>> Visitor<'de> for BoundedSeq<T> {
    type Value = Vec<T>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a list")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<T>, A::Error> {
        match self.keep {
            Keep::First => {
                let mut kept = Vec::with_capacity(seq.size_hint().unwrap_or(0).min(self.limit));
                while kept.len() < self.limit {
                    match seq.next_element()? {
                        Some(item) => kept.push(item),
                        None => return Ok(kept),
                    }
                }
                while seq.next_element::<IgnoredAny>()?.is_some() {}
                Ok(kept)
            }
            Keep::Last => {
                let mut kept = VecDeque::with_capacity(self.limit.min(1024));
                while let Some(item) = seq.next_element()? {
                    if kept.len() == self.limit {
                        kept.pop_front();
                    }
                    if self.limit > 0 {
                        kept.push_back(item);
                    }
                }
                Ok(kept.into())
            }
        }
    }
}

/// The first `limit` entries of a stored list (the newest first, as the recent files).
pub fn first<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
    deserializer: D,
    limit: usize,
) -> Result<Vec<T>, D::Error> {
    deserializer.deserialize_seq(BoundedSeq {
        limit,
        keep: Keep::First,
        item: PhantomData,
    })
}

/// The last `limit` entries of a stored list (the oldest first, as a history).
pub fn last<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
    deserializer: D,
    limit: usize,
) -> Result<Vec<T>, D::Error> {
    deserializer.deserialize_seq(BoundedSeq {
        limit,
        keep: Keep::Last,
        item: PhantomData,
    })
}

struct BoundedMap<K, V> {
    limit: usize,
    entries: PhantomData<(K, V)>,
}

impl<'de, K: Deserialize<'de> + Eq + Hash, V: Deserialize<'de>> Visitor<'de> for BoundedMap<K, V> {
    type Value = HashMap<K, V>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a map")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<HashMap<K, V>, A::Error> {
        let mut kept = HashMap::with_capacity(map.size_hint().unwrap_or(0).min(self.limit));
        while kept.len() < self.limit {
            match map.next_entry()? {
                Some((k, v)) => {
                    kept.insert(k, v);
                }
                None => return Ok(kept),
            }
        }
        while map.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
        Ok(kept)
    }
}

/// The first `limit` entries of a stored map, in the file's order.
pub fn first_entries<'de, D, K, V>(deserializer: D, limit: usize) -> Result<HashMap<K, V>, D::Error>
where
    D: Deserializer<'de>,
    K: Deserialize<'de> + Eq + Hash,
    V: Deserialize<'de>,
{
    deserializer.deserialize_map(BoundedMap {
        limit,
        entries: PhantomData,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(serde::Deserialize)]
    struct Lists {
        #[serde(deserialize_with = "first_three")]
        first: Vec<u32>,
        #[serde(deserialize_with = "last_three")]
        last: Vec<u32>,
        #[serde(deserialize_with = "three_entries")]
        map: HashMap<u32, u32>,
    }

    fn first_three<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<u32>, D::Error> {
        first(d, 3)
    }

    fn last_three<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<u32>, D::Error> {
        last(d, 3)
    }

    fn three_entries<'de, D: Deserializer<'de>>(d: D) -> Result<HashMap<u32, u32>, D::Error> {
        first_entries(d, 3)
    }

    #[test]
    fn long_lists_are_cut_while_read_and_short_ones_kept() {
        let numbers = |n: u32| (0..n).map(|i| i.to_string()).collect::<Vec<_>>().join(",");
        let entries = |n: u32| {
            (0..n)
                .map(|i| format!("{i}:{i}"))
                .collect::<Vec<_>>()
                .join(",")
        };
        let long: Lists = ron::from_str(&format!(
            "(first: [{}], last: [{}], map: {{{}}})",
            numbers(100_000),
            numbers(100_000),
            entries(100_000)
        ))
        .unwrap();
        assert_eq!(long.first, [0, 1, 2]);
        assert_eq!(long.last, [99_997, 99_998, 99_999]);
        assert_eq!(long.map.len(), 3);
        let short: Lists = ron::from_str("(first: [7], last: [], map: {1: 2})").unwrap();
        assert_eq!(short.first, [7]);
        assert!(short.last.is_empty());
        assert_eq!(short.map[&1], 2);
    }
}
