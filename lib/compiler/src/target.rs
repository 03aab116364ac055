//! The CPU code is generated for, and the vector width the schedules
//! assume.
//!
//! By default both are the host's: LLVM detects its CPU name and features,
//! and `ts-vectorize-contractions` tiles for its vector registers (AVX-512:
//! 512 bits, AVX2: 256, SSE: 128), which it reads from the module's
//! `ts.vector_bits`. An ahead-of-time object may target another CPU
//! (`tsc compile --target-cpu --target-features`), and a preferred width
//! overrides the features' one, like clang's `-mprefer-vector-width`.

use crate::codegen::CodegenError;
use inkwell::{
    targets::{CodeModel, InitializationConfig, RelocMode, Target, TargetMachine},
    OptimizationLevel,
};
use melior::ir::{
    attribute::IntegerAttribute, operation::OperationMutLike, r#type::IntegerType, Module,
};

/// The vector widths schedules exist for.
pub use ts_passes::VECTOR_WIDTHS;

/// A CPU to generate code for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CpuTarget {
    /// LLVM's CPU name (`znver3`, `skylake-avx512`, ...).
    pub cpu: String,
    /// LLVM's feature list: comma-separated `+name` / `-name`.
    pub features: String,
}

impl CpuTarget {
    /// This machine's CPU, as LLVM detects it.
    pub fn host() -> CpuTarget {
        CpuTarget {
            cpu: TargetMachine::get_host_cpu_name().to_string(),
            features: TargetMachine::get_host_cpu_features().to_string(),
        }
    }

    /// Whether the feature list enables `feature` (the last mention wins).
    pub fn has_feature(&self, feature: &str) -> bool {
        self.features
            .split(',')
            .rev()
            .find_map(|f| match f.trim().split_at_checked(1) {
                Some(("+", name)) if name == feature => Some(true),
                Some(("-", name)) if name == feature => Some(false),
                _ => None,
            })
            .unwrap_or(false)
    }

    /// The widest vector registers the features give floats: 512 bits with
    /// AVX-512, 256 with AVX, 128 otherwise (SSE, or a CPU named without
    /// its features).
    pub fn vector_bits(&self) -> u32 {
        if self.has_feature("avx512f") {
            512
        } else if self.has_feature("avx") {
            256
        } else {
            128
        }
    }

    /// An LLVM target machine for this CPU (the host's triple), at O3.
    pub fn machine(&self) -> Result<TargetMachine, CodegenError> {
        Target::initialize_native(&InitializationConfig::default()).map_err(CodegenError::Llvm)?;
        let triple = TargetMachine::get_default_triple();
        let target = Target::from_triple(&triple).map_err(|e| CodegenError::Llvm(e.to_string()))?;
        target
            .create_target_machine(
                &triple,
                &self.cpu,
                &self.features,
                OptimizationLevel::Aggressive,
                RelocMode::PIC,
                CodeModel::Default,
            )
            .ok_or_else(|| {
                CodegenError::Llvm(format!("cannot create a target machine for `{}`", self.cpu))
            })
    }
}

/// Records on `module` the vector width its schedules are made for
/// (`ts.vector_bits`, read by `ts-vectorize-contractions`).
pub fn set_vector_bits(module: &mut Module, bits: u32) {
    let context = module.context();
    // SAFETY: the context outlives this call; the attribute is uniqued in it.
    let ctx = unsafe { context.to_ref() };
    let attr = IntegerAttribute::new(IntegerType::new(ctx, 64).into(), bits.into());
    module
        .as_operation_mut()
        .set_attribute(ts_passes::VECTOR_BITS_ATTR, attr.into());
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cpu(features: &str) -> CpuTarget {
        CpuTarget {
            cpu: "x86-64".into(),
            features: features.into(),
        }
    }

    #[test]
    fn vector_bits_follow_the_features() {
        assert_eq!(cpu("+sse2,+avx,+avx2,+fma").vector_bits(), 256);
        assert_eq!(cpu("+avx,+avx512f,+avx512vl").vector_bits(), 512);
        assert_eq!(cpu("+avx,-avx512f,+avx2").vector_bits(), 256);
        assert_eq!(cpu("+avx512f,-avx512f").vector_bits(), 128);
        assert_eq!(cpu("").vector_bits(), 128);
        // A feature whose name starts like another's is not it.
        assert!(!cpu("+avx512fp16").has_feature("avx512f"));
    }

    #[test]
    fn the_host_has_a_machine() {
        let host = CpuTarget::host();
        assert!(!host.cpu.is_empty());
        assert!(host.machine().is_ok());
        assert!(VECTOR_WIDTHS.contains(&host.vector_bits()));
    }
}
