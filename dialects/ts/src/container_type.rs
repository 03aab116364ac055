//! The runtime-object types of the ts dialect: `!ts.list<T>`,
//! `!ts.dict<K, V>` and `!ts.str`, as Rust sees them.

use crate::ffi;
use melior::{
    ir::{Type, TypeLike},
    Context,
};

/// A container type, with its element types.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ContainerType<'c> {
    List(Type<'c>),
    Dict(Type<'c>, Type<'c>),
    Str,
    /// `!ts.optional<T>`: an `Optional[T]` packed as a list or dict holds
    /// it (null for None, else a box of the payload).
    Optional(Type<'c>),
}

impl<'c> ContainerType<'c> {
    /// Reads a container type; `None` for any other type.
    pub fn from_mlir(t: Type<'c>) -> Option<Self> {
        // SAFETY: inspects a live type handle; the element types are
        // uniqued in the same context.
        unsafe {
            if ffi::tsTypeIsAnOptional(t.to_raw()) {
                return Some(ContainerType::Optional(Type::from_raw(
                    ffi::tsOptionalGetValueType(t.to_raw()),
                )));
            }
            if !ffi::tsTypeIsAContainer(t.to_raw()) {
                return None;
            }
            let key = ffi::tsContainerGetKeyType(t.to_raw());
            if key.ptr.is_null() {
                return Some(ContainerType::Str);
            }
            let value = ffi::tsDictGetValueType(t.to_raw());
            Some(if value.ptr.is_null() {
                ContainerType::List(Type::from_raw(key))
            } else {
                ContainerType::Dict(Type::from_raw(key), Type::from_raw(value))
            })
        }
    }

    pub fn to_mlir(self, ctx: &'c Context) -> Type<'c> {
        let text = match self {
            ContainerType::List(e) => format!("!ts.list<{e}>"),
            ContainerType::Dict(k, v) => format!("!ts.dict<{k}, {v}>"),
            ContainerType::Str => "!ts.str".to_string(),
            ContainerType::Optional(e) => format!("!ts.optional<{e}>"),
        };
        Type::parse(ctx, &text).expect("container types print and parse back")
    }
}

/// True for the types of runtime objects: `!ts.list`, `!ts.dict`,
/// `!ts.str`, `!ts.object` (a script-class instance held by reference),
/// `!ts.optional`, `!ts.union` and builtin `tuple<...>` (an optional, a
/// union or a tuple packed to be stored in a container).
/// Lowering turns each into an `!llvm.ptr` handle.
pub fn is_container_type(t: Type) -> bool {
    // SAFETY: inspects a live type handle.
    unsafe {
        ffi::tsTypeIsAContainer(t.to_raw())
            || ffi::tsTypeIsAnObject(t.to_raw())
            || ffi::tsTypeIsAnOptional(t.to_raw())
            || ffi::tsTypeIsAUnion(t.to_raw())
            || mlir_sys::mlirTypeIsATuple(t.to_raw())
    }
}

/// The member types of a packed union `!ts.union<...>`; `None` for any
/// other type.
pub fn union_members(t: Type) -> Option<Vec<Type>> {
    // SAFETY: inspects a live type handle; member types are uniqued in the
    // same context.
    unsafe {
        if !ffi::tsTypeIsAUnion(t.to_raw()) {
            return None;
        }
        let n = ffi::tsUnionGetNumMembers(t.to_raw());
        Some(
            (0..n)
                .map(|i| Type::from_raw(ffi::tsUnionGetMember(t.to_raw(), i)))
                .collect(),
        )
    }
}

/// `!ts.union<members>`: a run-time union packed to be stored in a container.
pub fn union_type<'c>(ctx: &'c Context, members: &[Type<'c>]) -> Type<'c> {
    let members: Vec<String> = members.iter().map(|m| m.to_string()).collect();
    Type::parse(ctx, &format!("!ts.union<{}>", members.join(", "))).expect("union types parse")
}

/// `!ts.object<"C">`: an instance of script class `class` held by reference.
pub fn object_type<'c>(ctx: &'c Context, class: &str) -> Type<'c> {
    Type::parse(ctx, &format!("!ts.object<\"{class}\">")).expect("object types parse")
}

/// Whether `t` is a `!ts.object` type.
pub fn is_object_type(t: Type) -> bool {
    // SAFETY: inspects a live type handle.
    unsafe { ffi::tsTypeIsAnObject(t.to_raw()) }
}
