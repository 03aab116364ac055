//! Declarations of the C functions exported by `lib/TsDialect.cpp`.

use mlir_sys::{MlirContext, MlirDialectHandle, MlirModule, MlirPass, MlirStringRef, MlirType};

extern "C" {
    pub fn mlirGetDialectHandle__ts__() -> MlirDialectHandle;
    pub fn tsTensorTypeDynamicSize() -> i64;
    pub fn tsTensorTypeGet(
        ctx: MlirContext,
        ranked: bool,
        rank: isize,
        sizes: *const i64,
        dtype: MlirType,
    ) -> MlirType;
    pub fn tsTypeIsATensor(t: MlirType) -> bool;
    pub fn tsTensorTypeIsRanked(t: MlirType) -> bool;
    pub fn tsTensorTypeGetRank(t: MlirType) -> isize;
    pub fn tsTensorTypeGetDim(t: MlirType, i: isize) -> i64;
    pub fn tsTensorTypeGetDtype(t: MlirType) -> MlirType;
    pub fn tsNoneTypeGet(ctx: MlirContext) -> MlirType;
    pub fn tsTypeIsANone(t: MlirType) -> bool;
    pub fn tsTypeIsAContainer(t: MlirType) -> bool;
    pub fn tsTypeIsAnObject(t: MlirType) -> bool;
    pub fn tsTypeIsAnOptional(t: MlirType) -> bool;
    pub fn tsOptionalGetValueType(t: MlirType) -> MlirType;
    pub fn tsTypeIsAUnion(t: MlirType) -> bool;
    pub fn tsUnionGetNumMembers(t: MlirType) -> isize;
    pub fn tsUnionGetMember(t: MlirType, i: isize) -> MlirType;
    pub fn tsContainerGetKeyType(t: MlirType) -> MlirType;
    pub fn tsDictGetValueType(t: MlirType) -> MlirType;
    pub fn tsParseModule(
        ctx: MlirContext,
        source: MlirStringRef,
        name: MlirStringRef,
    ) -> MlirModule;
    pub fn tsContextSetPrintOpOnDiagnostic(ctx: MlirContext, enable: bool);
    pub fn tsParseLlvmOptions(
        argc: i32,
        argv: *const *const std::ffi::c_char,
        on_error: mlir_sys::MlirStringCallback,
        user_data: *mut std::ffi::c_void,
    ) -> bool;
    pub fn tsRegisterExternalPass(factory: extern "C" fn() -> MlirPass);
    pub fn tsRegisterMathApproximationsPass();
    pub fn tsRegisterFuseElementwisePass();
    pub fn tsRegisterPassPipeline(
        name: MlirStringRef,
        description: MlirStringRef,
        pipeline: MlirStringRef,
    );
}
