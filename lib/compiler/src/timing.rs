//! Wall-clock timing of compilation steps, like `mlir-opt --mlir-timing`.
//!
//! `tsc` runs its pipelines one pass manager per pass (for reproducers),
//! so MLIR's own timing report would come once per pass; this records
//! every step (import, each pass, snapshots kept for reproducers, LLVM)
//! in one list and prints one report, slowest steps first.

use std::{
    cell::RefCell,
    fmt::Write,
    time::{Duration, Instant},
};

/// Steps and how long each took, summed per name.
#[derive(Debug, Default)]
pub struct Timing {
    steps: RefCell<Vec<(String, Duration, usize)>>,
}

impl Timing {
    pub fn new() -> Self {
        Self::default()
    }

    /// Runs `f`, adding its time to the step `name`.
    pub fn time<T>(&self, name: &str, f: impl FnOnce() -> T) -> T {
        let start = Instant::now();
        let value = f();
        self.add(name, start.elapsed());
        value
    }

    /// Adds `took` to the step `name` (steps run several times are summed
    /// and counted).
    pub fn add(&self, name: &str, took: Duration) {
        let mut steps = self.steps.borrow_mut();
        match steps.iter_mut().find(|(n, ..)| n == name) {
            Some((_, total, count)) => {
                *total += took;
                *count += 1;
            }
            None => steps.push((name.to_string(), took, 1)),
        }
    }

    /// The report: total, then each step with its share, slowest first.
    pub fn report(&self, total: Duration) -> String {
        let mut steps = self.steps.borrow().clone();
        steps.sort_by_key(|(_, took, _)| std::cmp::Reverse(*took));
        let mut text = String::new();
        let _ = writeln!(text, "===-- tsc timing report --===");
        let _ = writeln!(
            text,
            "  Total wall time: {:.1} ms",
            total.as_secs_f64() * 1e3
        );
        let _ = writeln!(text, "  {:>10}  {:>6}  {:>5}  step", "ms", "%", "runs");
        let whole = total.as_secs_f64().max(f64::MIN_POSITIVE);
        let recorded: Duration = steps.iter().map(|(_, took, _)| *took).sum();
        if let Some(rest) = total.checked_sub(recorded) {
            steps.push(("(not broken down)".to_string(), rest, 1));
        }
        for (name, took, count) in steps {
            let _ = writeln!(
                text,
                "  {:>10.1}  {:>5.1}%  {:>5}  {name}",
                took.as_secs_f64() * 1e3,
                100.0 * took.as_secs_f64() / whole,
                count
            );
        }
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_of_one_name_are_summed_and_counted() {
        let timing = Timing::new();
        timing.add("cse", Duration::from_millis(2));
        timing.add("inline", Duration::from_millis(5));
        timing.add("cse", Duration::from_millis(3));
        let report = timing.report(Duration::from_millis(10));
        let lines: Vec<&str> = report.lines().collect();
        assert!(lines[1].contains("10.0 ms"), "{report}");
        // Slowest first: cse (5 ms over 2 runs) ties inline; both at 50%.
        assert!(report.contains("50.0%      2  cse"), "{report}");
        assert!(report.contains("50.0%      1  inline"), "{report}");
    }
}
