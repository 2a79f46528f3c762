//! A Glicko-2 rating as the app stores it: the person's game rating and puzzle rating, and each
//! puzzle's own, are all of this kind.

use serde::{Deserialize, Serialize};
use skillratings::glicko2::Glicko2Rating;

/// A rating is provisional while its deviation is above this (lichess's threshold): the panel
/// marks it with a "?".
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// A Glicko-2 rating as stored.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct GlickoRating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl GlickoRating {
    /// A rating Glicko-2 can go on from and the record keeps: the record's own limits, so that
    /// the app never holds a rating the record would refuse.
    pub fn in_range(&self) -> bool {
        ardri_record::Rating::from(*self).check("").is_ok()
    }
}

impl Default for GlickoRating {
    fn default() -> GlickoRating {
        GlickoRating::from(Glicko2Rating::new())
    }
}

impl From<Glicko2Rating> for GlickoRating {
    fn from(r: Glicko2Rating) -> GlickoRating {
        GlickoRating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        }
    }
}

impl From<GlickoRating> for Glicko2Rating {
    fn from(r: GlickoRating) -> Glicko2Rating {
        Glicko2Rating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        }
    }
}

impl From<GlickoRating> for ardri_record::Rating {
    fn from(r: GlickoRating) -> ardri_record::Rating {
        ardri_record::Rating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        }
    }
}

impl From<ardri_record::Rating> for GlickoRating {
    fn from(r: ardri_record::Rating) -> GlickoRating {
        GlickoRating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        }
    }
}
