//! `torch.einsum` equations: which loop (label) each operand dim and each
//! result dim is, once the operands' ranks are known.
//!
//! Follows PyTorch: letters are labels, `...` stands for the dims no label
//! names (right-aligned and broadcast across operands), and without `->`
//! the result is the ellipsis dims then the labels used once, sorted.

use ts_dialect::DYNAMIC;

/// An equation resolved against operand ranks. Loops `0..ellipsis_rank`
/// are the ellipsis dims; the others are the letters in order of first use.
#[derive(Debug, PartialEq, Eq)]
pub struct Einsum {
    /// The loop of each dim of each operand.
    pub operands: Vec<Vec<usize>>,
    /// The loop of each result dim.
    pub result: Vec<usize>,
    pub loops: usize,
}

/// One term: its letters, with the position of `...` if present.
fn term(text: &str) -> Result<(Vec<char>, Option<usize>), String> {
    let mut labels = Vec::new();
    let mut ellipsis = None;
    let mut rest = text.trim();
    while let Some(c) = rest.chars().next() {
        if let Some(after) = rest.strip_prefix("...") {
            if ellipsis.is_some() {
                return Err(format!("einsum(): more than one `...` in `{text}`"));
            }
            ellipsis = Some(labels.len());
            rest = after;
        } else if c.is_ascii_alphabetic() {
            labels.push(c);
            rest = &rest[1..];
        } else if c == ' ' {
            rest = &rest[1..];
        } else {
            return Err(format!(
                "einsum(): invalid character '{c}' in the equation (labels are letters)"
            ));
        }
    }
    Ok((labels, ellipsis))
}

/// Resolves `equation` for operands of the given ranks.
pub fn resolve(equation: &str, ranks: &[usize]) -> Result<Einsum, String> {
    let (lhs, rhs) = match equation.split_once("->") {
        Some((l, r)) => (l, Some(r)),
        None => (equation, None),
    };
    let terms: Vec<_> = lhs.split(',').map(term).collect::<Result<_, _>>()?;
    if terms.len() != ranks.len() {
        return Err(format!(
            "einsum(): the equation has {} operand terms but {} tensors were given",
            terms.len(),
            ranks.len()
        ));
    }
    // The rank `...` covers in each operand; the widest is the result's.
    let mut ellipsis_rank = 0;
    for ((labels, ellipsis), &rank) in terms.iter().zip(ranks) {
        let covered = rank as i64 - labels.len() as i64;
        let fits = if ellipsis.is_some() {
            covered >= 0
        } else {
            covered == 0
        };
        if !fits {
            return Err(format!(
                "einsum(): the term for an operand of rank {rank} has {} labels",
                labels.len()
            ));
        }
        ellipsis_rank = ellipsis_rank.max(covered as usize);
    }
    let mut letters: Vec<char> = Vec::new();
    let mut count = std::collections::HashMap::new();
    for (labels, _) in &terms {
        for &c in labels {
            if !letters.contains(&c) {
                letters.push(c);
            }
            *count.entry(c).or_insert(0) += 1;
        }
    }
    let loop_of = |c: char| ellipsis_rank + letters.iter().position(|&l| l == c).unwrap();
    let operands = terms
        .iter()
        .zip(ranks)
        .map(|((labels, ellipsis), &rank)| {
            let covered = rank - labels.len();
            let mut loops: Vec<usize> = labels.iter().map(|&c| loop_of(c)).collect();
            if let Some(at) = ellipsis {
                let dims = (ellipsis_rank - covered)..ellipsis_rank;
                loops.splice(at..at, dims);
            }
            loops
        })
        .collect();
    let result = match rhs {
        Some(r) => {
            let (labels, ellipsis) = term(r)?;
            let mut seen = Vec::new();
            for &c in &labels {
                if !letters.contains(&c) {
                    return Err(format!(
                        "einsum(): output label '{c}' does not appear in any operand"
                    ));
                }
                if seen.contains(&c) {
                    return Err(format!(
                        "einsum(): output label '{c}' appears more than once"
                    ));
                }
                seen.push(c);
            }
            let mut loops: Vec<usize> = labels.iter().map(|&c| loop_of(c)).collect();
            match ellipsis {
                Some(at) => {
                    loops.splice(at..at, 0..ellipsis_rank);
                }
                None if ellipsis_rank > 0 => {
                    return Err("einsum(): the output must contain `...` when an operand's does and covers dims".into())
                }
                None => {}
            }
            loops
        }
        None => {
            let mut once: Vec<char> = letters.iter().copied().filter(|c| count[c] == 1).collect();
            once.sort_unstable();
            (0..ellipsis_rank)
                .chain(once.into_iter().map(loop_of))
                .collect()
        }
    };
    Ok(Einsum {
        operands,
        result,
        loops: ellipsis_rank + letters.len(),
    })
}

impl Einsum {
    /// The size of every loop from the operands' sizes: a size-1 dim
    /// broadcasts; other sizes of one loop must agree.
    pub fn loop_sizes(&self, sizes: &[Vec<i64>]) -> Result<Vec<i64>, String> {
        let mut out = vec![1i64; self.loops];
        let mut known = vec![false; self.loops];
        for (dims, loops) in sizes.iter().zip(&self.operands) {
            for (&size, &l) in dims.iter().zip(loops) {
                if size == 1 {
                    continue;
                }
                if !known[l] || out[l] == DYNAMIC {
                    out[l] = size;
                    known[l] = true;
                } else if size != DYNAMIC && out[l] != size {
                    return Err(format!(
                        "einsum(): a subscript has sizes {} and {} that do not broadcast",
                        out[l], size
                    ));
                }
            }
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn explicit_and_implicit_outputs() {
        let mm = resolve("ij,jk->ik", &[2, 2]).unwrap();
        assert_eq!(mm.operands, vec![vec![0, 1], vec![1, 2]]);
        assert_eq!(mm.result, vec![0, 2]);
        // Implicit: labels used once, sorted.
        let implicit = resolve("ba,ac", &[2, 2]).unwrap();
        assert_eq!(implicit.result, vec![0, 2]);
        assert_eq!(resolve("ii", &[2]).unwrap().result, Vec::<usize>::new());
    }

    #[test]
    fn ellipsis_dims_come_first_and_right_align() {
        let e = resolve("...ij,...jk->...ik", &[4, 2]).unwrap();
        assert_eq!(e.operands, vec![vec![0, 1, 2, 3], vec![3, 4]]);
        assert_eq!(e.result, vec![0, 1, 2, 4]);
        let sizes = e.loop_sizes(&[vec![5, 1, 2, 3], vec![3, 4]]).unwrap();
        assert_eq!(sizes, vec![5, 1, 2, 3, 4]);
    }

    #[test]
    fn bad_equations_are_errors() {
        assert!(resolve("ij,jk->ik", &[2]).is_err());
        assert!(resolve("ij->iz", &[2]).is_err());
        assert!(resolve("i1->i", &[2]).is_err());
        assert!(resolve("ij->ii", &[2]).is_err());
        assert!(resolve("ijk->i", &[2]).is_err());
        let e = resolve("ij,ij->i", &[2, 2]).unwrap();
        assert!(e.loop_sizes(&[vec![2, 3], vec![2, 4]]).is_err());
    }
}
