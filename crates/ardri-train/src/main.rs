//! `ardri-train`: trains the engine's NNUE on `ardri-lab datagen` files, on the CPU with candle.
//!
//! The network: its inputs (`--features`: plain, piece kind x square and the side to move; or
//! king-relative, see `ardri_engine::nnue`) -> `hidden` clipped-ReLU units -> 1 output (or one per
//! bucket of piece counts, `--buckets`), the logit of the attackers' winning chance.
//!
//! King-relative inputs are trained factorised, as HalfKA nets are: each piece also switches on a
//! shared input for its (turned) square whatever the king's square, so what holds for every king
//! square is learnt from all the data; the shared weights are added into each king square's weights
//! when the network is written. The target blends the game's result with
//! the search score turned into a chance: `lambda * result + (1 - lambda) * sigmoid(score / 1560)`.
//! The loss is binary cross-entropy on the logit; Adam(W) updates; weights are clipped so the
//! quantised network (see `ardri_engine::nnue`) cannot overflow. Whole games go to validation, so the
//! validation loss measures positions the network never saw.

use std::path::PathBuf;

use ardri_data::PositionRecord;
use ardri_engine::nnue::{
    self, Accumulator, FeatureSet, KING_SQUARES, LOGIT_CP, MAX_BUCKETS, Network, PIECE_INPUTS, QA,
    QB,
};
use ardri_rules::{Rules, Side};
use candle_core::{DType, Device, Tensor, Var};
use candle_nn::{AdamW, Optimizer, ParamsAdamW};
use clap::Parser;

#[derive(Parser)]
#[command(
    name = "ardri-train",
    about = "Train the Ard Ri NNUE on self-play data"
)]
struct Args {
    /// Data files written by `ardri-lab datagen`.
    #[arg(required = true)]
    data: Vec<PathBuf>,
    /// Where the quantised network goes.
    #[arg(long, default_value = "assets/ardri.nnue")]
    out: PathBuf,
    #[arg(long, default_value_t = 128)]
    hidden: usize,
    /// Output buckets by the number of pieces on the board (1: a single output).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=MAX_BUCKETS as i64))]
    buckets: u16,
    /// The inputs: `plain` or `king` (king-relative).
    #[arg(long, default_value = "plain", value_parser = parse_features)]
    features: FeatureSet,
    #[arg(long, default_value_t = 12)]
    epochs: usize,
    #[arg(long, default_value_t = 4096)]
    batch: usize,
    #[arg(long, default_value_t = 0.002)]
    lr: f64,
    /// The weight of the game's result in the target (the rest is the search score).
    #[arg(long, default_value_t = 0.5)]
    lambda: f64,
    /// The share of games kept for validation (by game id, never split).
    #[arg(long, default_value_t = 0.05)]
    validation: f64,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Show the network a position with the king on an axis of symmetry under a different one of
    /// its mirror images each epoch (king-relative inputs read only one turn of such a position, so
    /// each image is a different input set to learn; plain inputs read all eight turns apart).
    /// Validation keeps each position's own.
    #[arg(long)]
    mirror_images: bool,
    /// Do not train: measure how well NETWORK's predicted chances match the validation games'
    /// results, in ten buckets, and draw it (an SVG next to `--out`, with .svg).
    #[arg(long, value_name = "NETWORK")]
    calibrate: Option<PathBuf>,
    /// Do not train: print NETWORK's loss on the validation games (the same split and target as
    /// training), to compare a network with the ones trained here.
    #[arg(long, value_name = "NETWORK")]
    evaluate: Option<PathBuf>,
}

/// Largest float weight; QA * this must stay far inside i16 when 26 inputs add up. A factorised
/// network's two halves get half each, so their sum keeps to it.
const WEIGHT_CLIP: f64 = 1.98;

fn parse_features(text: &str) -> Result<FeatureSet, String> {
    match text {
        "plain" => Ok(FeatureSet::Plain),
        "king" => Ok(FeatureSet::KingRelative),
        _ => Err(format!("{text}: the input sets are plain and king")),
    }
}

/// The inputs the trainer's float network has: the engine's, then for king-relative networks
/// the shared piece-square inputs that are folded into them when written.
fn training_inputs(features: FeatureSet) -> usize {
    match features {
        FeatureSet::Plain => features.inputs(),
        FeatureSet::KingRelative => features.inputs() + PIECE_INPUTS,
    }
}

struct Sample {
    /// The trainer's inputs that are on: the position's own first, then its other mirror images
    /// when they are trained too (`--mirror-images`).
    images: Vec<Vec<u16>>,
    bucket: usize,
    target: f32,
}

impl Sample {
    /// The inputs shown in `epoch` (from 0): the images in turn.
    fn inputs(&self, epoch: usize) -> &[u16] {
        &self.images[epoch % self.images.len()]
    }
}

fn sample(
    record: &PositionRecord,
    lambda: f64,
    buckets: usize,
    features: FeatureSet,
    mirror_images: bool,
) -> Sample {
    let result = f64::from(record.result) / 2.0;
    let attackers_score = match record.position.side_to_move() {
        Side::Attackers => f64::from(record.score),
        Side::Defenders => -f64::from(record.score),
    };
    let searched = 1.0 / (1.0 + (-attackers_score / f64::from(LOGIT_CP)).exp());
    let images = if mirror_images {
        features.images(&record.position)
    } else {
        vec![features.active_inputs(&record.position)]
    };
    Sample {
        images: images
            .into_iter()
            .map(|inputs| training_row(features, inputs))
            .collect(),
        bucket: nnue::bucket(&record.position, buckets),
        target: (lambda * result + (1.0 - lambda) * searched) as f32,
    }
}

/// The engine's inputs as the trainer's: a king-relative network's pieces also switch on their
/// shared piece-square inputs (the factorisation).
fn training_row(features: FeatureSet, mut inputs: Vec<usize>) -> Vec<u16> {
    if features == FeatureSet::KingRelative {
        let shared = features.inputs();
        let pieces: Vec<usize> = inputs
            .iter()
            .filter(|&&i| i < KING_SQUARES * PIECE_INPUTS)
            .map(|&i| shared + i % PIECE_INPUTS)
            .collect();
        inputs.extend(pieces);
    }
    inputs
        .into_iter()
        .map(|i| u16::try_from(i).expect("fewer than 65,536 inputs"))
        .collect()
}

/// A batch: the dense input matrix, each row's output bucket as a one-hot row, the target column.
struct Batch {
    x: Tensor,
    buckets: Tensor,
    y: Tensor,
}

fn batch(
    samples: &[&Sample],
    width: usize,
    buckets: usize,
    epoch: usize,
    device: &Device,
) -> candle_core::Result<Batch> {
    let mut x = vec![0f32; samples.len() * width];
    let mut one_hot = vec![0f32; samples.len() * buckets];
    for (row, s) in samples.iter().enumerate() {
        for &i in s.inputs(epoch) {
            x[row * width + usize::from(i)] = 1.0;
        }
        one_hot[row * buckets + s.bucket] = 1.0;
    }
    let y: Vec<f32> = samples.iter().map(|s| s.target).collect();
    Ok(Batch {
        x: Tensor::from_vec(x, (samples.len(), width), device)?,
        buckets: Tensor::from_vec(one_hot, (samples.len(), buckets), device)?,
        y: Tensor::from_vec(y, (samples.len(), 1), device)?,
    })
}

struct Model {
    features: FeatureSet,
    w1: Var,
    b1: Var,
    w2: Var,
    b2: Var,
}

impl Model {
    fn new(
        features: FeatureSet,
        hidden: usize,
        buckets: usize,
        device: &Device,
    ) -> candle_core::Result<Model> {
        let scale = 1.0 / (training_inputs(features) as f64).sqrt();
        Ok(Model {
            features,
            w1: Var::randn(
                0f32,
                scale as f32,
                (training_inputs(features), hidden),
                device,
            )?,
            b1: Var::zeros(hidden, DType::F32, device)?,
            w2: Var::randn(
                0f32,
                (1.0 / (hidden as f64).sqrt()) as f32,
                (hidden, buckets),
                device,
            )?,
            b2: Var::zeros(buckets, DType::F32, device)?,
        })
    }

    /// The attackers' logit for each row: every bucket's output, the row's own bucket kept.
    fn forward(&self, batch: &Batch) -> candle_core::Result<Tensor> {
        let hidden = batch
            .x
            .matmul(self.w1.as_tensor())?
            .broadcast_add(self.b1.as_tensor())?;
        let active = hidden.relu()?.minimum(1f32)?;
        active
            .matmul(self.w2.as_tensor())?
            .broadcast_add(self.b2.as_tensor())?
            .mul(&batch.buckets)?
            .sum_keepdim(1)
    }

    fn clip(&self) -> candle_core::Result<()> {
        let first = match self.features {
            FeatureSet::Plain => WEIGHT_CLIP,
            FeatureSet::KingRelative => WEIGHT_CLIP / 2.0,
        };
        for (v, limit) in [(&self.w1, first), (&self.w2, WEIGHT_CLIP)] {
            let clipped = v.as_tensor().clamp(-limit as f32, limit as f32)?;
            v.set(&clipped)?;
        }
        Ok(())
    }

    /// The first layer as the engine reads it: a factorised network's shared piece-square
    /// weights added into every king square's.
    fn engine_w1(&self) -> candle_core::Result<Tensor> {
        let w1 = self.w1.as_tensor();
        match self.features {
            FeatureSet::Plain => Ok(w1.clone()),
            FeatureSet::KingRelative => {
                let engine_inputs = self.features.inputs();
                let own = w1.narrow(0, 0, engine_inputs)?;
                let shared = w1.narrow(0, engine_inputs, PIECE_INPUTS)?;
                let hidden = w1.dim(1)?;
                // Shared weights under each king square's piece inputs; nothing under the king
                // and side inputs.
                let tiled = Tensor::cat(
                    &[
                        shared.repeat((KING_SQUARES, 1))?,
                        Tensor::zeros(
                            (engine_inputs - KING_SQUARES * PIECE_INPUTS, hidden),
                            DType::F32,
                            w1.device(),
                        )?,
                    ],
                    0,
                )?;
                own + tiled
            }
        }
    }

    fn quantise(&self) -> candle_core::Result<Network> {
        let q = |t: &Tensor, scale: i32| -> candle_core::Result<Vec<i16>> {
            Ok(t.flatten_all()?
                .to_vec1::<f32>()?
                .into_iter()
                .map(|w| (w * scale as f32).round() as i16)
                .collect())
        };
        let hidden = self.b1.as_tensor().dims1()?;
        let b2 = self.b2.as_tensor().to_vec1::<f32>()?;
        Ok(Network {
            hidden,
            buckets: b2.len(),
            features: self.features,
            // candle's (inputs, hidden) row-major layout is the file's input-major order.
            w1: q(&self.engine_w1()?, QA)?,
            b1: q(self.b1.as_tensor(), QA)?,
            // (hidden, buckets) transposed: the file is bucket-major.
            w2: q(&self.w2.as_tensor().t()?.contiguous()?, QB)?,
            b2: b2
                .iter()
                .map(|b| (b * (QA * QB) as f32).round() as i32)
                .collect(),
        })
    }
}

fn bce(logits: &Tensor, targets: &Tensor) -> candle_core::Result<Tensor> {
    candle_nn::loss::binary_cross_entropy_with_logit(logits, targets)
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args = Args::parse();
    let device = Device::Cpu;
    let mut records = Vec::new();
    for path in &args.data {
        let mut file = std::io::BufReader::new(std::fs::File::open(path)?);
        let mut read = ardri_data::read_all(&mut file, Rules::default())
            .map_err(|e| format!("{}: {e}", path.display()))?;
        println!("{}: {} positions", path.display(), read.len());
        records.append(&mut read);
    }
    // Whole games to validation: a hash of the game id decides.
    let is_validation = |game: u64| {
        let h = (game ^ args.seed).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        ((h >> 40) as f64 / (1u64 << 24) as f64) < args.validation
    };
    let buckets = usize::from(args.buckets);
    let (mut train, mut validation) = (Vec::new(), Vec::new());
    for r in &records {
        if is_validation(r.game) {
            validation.push(sample(r, args.lambda, buckets, args.features, false));
        } else {
            train.push(sample(
                r,
                args.lambda,
                buckets,
                args.features,
                args.mirror_images,
            ));
        }
    }
    if let Some(net_path) = &args.calibrate {
        let net = Network::from_bytes(&std::fs::read(net_path)?)
            .map_err(|e| format!("{}: {e}", net_path.display()))?;
        let held_out: Vec<&PositionRecord> =
            records.iter().filter(|r| is_validation(r.game)).collect();
        return calibrate(&net, &held_out, &args.out.with_extension("svg"));
    }
    if let Some(net_path) = &args.evaluate {
        let net = Network::from_bytes(&std::fs::read(net_path)?)
            .map_err(|e| format!("{}: {e}", net_path.display()))?;
        let held_out: Vec<&PositionRecord> =
            records.iter().filter(|r| is_validation(r.game)).collect();
        let loss = validation_loss(&net, &held_out, args.lambda);
        println!(
            "{}: validation loss {loss:.5} on {} positions",
            net_path.display(),
            held_out.len()
        );
        return Ok(());
    }
    println!(
        "{} training and {} validation positions, {} hidden units, {:?} inputs, {} output buckets",
        train.len(),
        validation.len(),
        args.hidden,
        args.features,
        args.buckets
    );
    if args.mirror_images {
        let images: usize = train.iter().map(|s| s.images.len()).sum();
        let mirrored = train.iter().filter(|s| s.images.len() > 1).count();
        println!(
            "mirror images: {mirrored} training positions have more than one, {images} images in all"
        );
    }
    let width = training_inputs(args.features);
    let model = Model::new(args.features, args.hidden, buckets, &device)?;
    let mut optimizer = AdamW::new(
        vec![
            model.w1.clone(),
            model.b1.clone(),
            model.w2.clone(),
            model.b2.clone(),
        ],
        ParamsAdamW {
            lr: args.lr,
            weight_decay: 0.0,
            ..ParamsAdamW::default()
        },
    )?;
    let mut order: Vec<usize> = (0..train.len()).collect();
    let started = std::time::Instant::now();
    let mut rng = args.seed.max(1);
    for epoch in 1..=args.epochs {
        // Fisher-Yates with xorshift: a new order each epoch.
        for i in (1..order.len()).rev() {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            order.swap(i, (rng % (i as u64 + 1)) as usize);
        }
        let bar = indicatif::ProgressBar::new(order.len().div_ceil(args.batch) as u64);
        let mut total = 0.0;
        let mut batches = 0;
        for chunk in order.chunks(args.batch) {
            let rows: Vec<&Sample> = chunk.iter().map(|&i| &train[i]).collect();
            let b = batch(&rows, width, buckets, epoch - 1, &device)?;
            let loss = bce(&model.forward(&b)?, &b.y)?;
            optimizer.backward_step(&loss)?;
            model.clip()?;
            total += loss.to_scalar::<f32>()? as f64;
            batches += 1;
            bar.inc(1);
        }
        bar.finish_and_clear();
        let mut val_total = 0.0;
        let mut val_batches = 0;
        for chunk in validation.chunks(args.batch) {
            let rows: Vec<&Sample> = chunk.iter().collect();
            let b = batch(&rows, width, buckets, 0, &device)?;
            val_total += bce(&model.forward(&b)?, &b.y)?.to_scalar::<f32>()? as f64;
            val_batches += 1;
        }
        if epoch == args.epochs * 2 / 3 {
            optimizer.set_learning_rate(args.lr / 10.0);
        }
        println!(
            "epoch {epoch}: training loss {:.5}, validation loss {:.5} ({:.0} s)",
            total / batches.max(1) as f64,
            val_total / val_batches.max(1) as f64,
            started.elapsed().as_secs_f64()
        );
    }
    let network = model.quantise()?;
    std::fs::write(&args.out, network.to_bytes())?;
    println!("network written to {}", args.out.display());
    Ok(())
}

/// The mean binary cross-entropy of a quantised network's chances against the training targets:
/// the number the trainer's validation loss measures, for a network from anywhere.
fn validation_loss(net: &Network, held_out: &[&PositionRecord], lambda: f64) -> f64 {
    let mut acc = Accumulator::default();
    let mut total = 0.0;
    for r in held_out {
        net.refresh(&r.position, &mut acc);
        let attackers_cp = net.evaluate(&acc, &r.position.with_side_to_move(Side::Attackers));
        let logit = f64::from(attackers_cp) / f64::from(LOGIT_CP);
        let target = f64::from(sample(r, lambda, 1, FeatureSet::Plain, false).target);
        // log(1 + e^-|z|) + max(z, 0) - z * t: the stable form of binary cross-entropy.
        total += (1.0 + (-logit.abs()).exp()).ln() + logit.max(0.0) - logit * target;
    }
    total / held_out.len().max(1) as f64
}

/// The defenders' predicted chance (the network's, of each held-out position) in ten buckets
/// against how the games ended (a draw counting half): a table on standard output and a plot.
fn calibrate(
    net: &Network,
    held_out: &[&PositionRecord],
    plot: &std::path::Path,
) -> Result<(), Box<dyn std::error::Error>> {
    let mut buckets = [(0usize, 0.0f64, 0.0f64); 10];
    for r in held_out {
        let predicted = 1.0 - net.attackers_chance(&r.position);
        let actual = 1.0 - f64::from(r.result) / 2.0;
        let b = &mut buckets[((predicted * 10.0) as usize).min(9)];
        b.0 += 1;
        b.1 += predicted;
        b.2 += actual;
    }
    println!("{} held-out positions", held_out.len());
    println!("| predicted defenders' chance | positions | mean predicted | actual | difference |");
    println!("|---|---|---|---|---|");
    let mut points = Vec::new();
    for (i, (n, predicted, actual)) in buckets.iter().enumerate() {
        if *n == 0 {
            println!("| {}-{}% | 0 | | | |", i * 10, i * 10 + 10);
            continue;
        }
        let (p, a) = (predicted / *n as f64, actual / *n as f64);
        println!(
            "| {}-{}% | {n} | {:.1}% | {:.1}% | {:+.1} |",
            i * 10,
            i * 10 + 10,
            p * 100.0,
            a * 100.0,
            (a - p) * 100.0
        );
        points.push((p * 100.0, a * 100.0));
    }
    use plotters::prelude::*;
    let root = SVGBackend::new(plot, (480, 480)).into_drawing_area();
    root.fill(&WHITE)?;
    let mut chart = ChartBuilder::on(&root)
        .margin(20)
        .x_label_area_size(40)
        .y_label_area_size(50)
        .caption("Calibration on held-out games", ("sans-serif", 18))
        .build_cartesian_2d(0.0..100.0, 0.0..100.0)?;
    chart
        .configure_mesh()
        .x_desc("predicted defenders' chance (%)")
        .y_desc("defenders' actual score (%)")
        .draw()?;
    chart.draw_series(LineSeries::new(
        [(0.0, 0.0), (100.0, 100.0)],
        &BLACK.mix(0.4),
    ))?;
    chart.draw_series(LineSeries::new(points.clone(), &BLUE))?;
    chart.draw_series(points.iter().map(|&p| Circle::new(p, 4, BLUE.filled())))?;
    root.present()?;
    println!("plot written to {}", plot.display());
    Ok(())
}
