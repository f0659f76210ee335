"""Memory ops: buffer allocation per scope, element load/store, thread binding."""


from ..core import Op, attr, op_base, operand, operands, opt_operand, register_op
from ..types import INDEX, BufferType, element_type, is_integer_like, is_memory


# An L2 eviction priority for a global read that lands in shared memory (``T.copy(...,
# eviction_policy=...)``; a TMA load carries it as a cache hint): evict_first for data
# read once (a streamed weight), evict_last for data many blocks read again.
EVICTION_POLICIES = ("evict_normal", "evict_first", "evict_last")


def eviction_attr():
    """The ``eviction`` attribute of the ops that read global memory into shared memory."""
    return attr("ident", default="evict_normal", choices=EVICTION_POLICIES)


def check_indices(op: Op, mem, indices, what: str) -> None:
    """``indices`` must be one integer-like value per dim of ``mem``'s type."""
    if not is_memory(mem.type):
        op.error(f"{what} must be a tensor or buffer, got {mem.type}")
    if len(indices) != mem.type.rank:
        op.error(f"{what} has rank {mem.type.rank} but {len(indices)} indices were given")
    for i, v in enumerate(indices):
        if not is_integer_like(v.type):
            op.error(f"index {i} of {what} must be an integer, got {v.type}")


@op_base
class AllocOp(Op):
    """Allocate a buffer; the result type carries scope, shape, dtype and layout."""

    num_results = 1
    in_kernel = True
    scope = ""

    def verify(self):
        t = self.result.type
        if not isinstance(t, BufferType) or t.scope != self.scope:
            self.error(f"result must be a {self.scope} buffer, got {t}")
        if any(not isinstance(d, int) or d <= 0 for d in t.shape):
            self.error(f"buffer shape must be positive static ints, got {list(t.shape)}")
        if self.scope == "var" and t.shape != ():
            self.error(f"a var buffer holds one scalar: shape must be [], got {list(t.shape)}")
        if self.scope != "var" and t.shape == ():
            self.error("buffer needs at least one dim")
        if t.layout is not None and tuple(t.layout.shape) != tuple(t.shape):
            self.error(f"layout shape {list(t.layout.shape)} differs from the buffer's {list(t.shape)}")


@register_op
class AllocSharedOp(AllocOp):
    """``T.alloc_shared(shape, dtype)``: shared by the block's threads.  ``offset`` is
    the byte offset in the block's shared memory once ``plan-shared`` ran (-1 before)."""

    name = "alloc_shared"
    scope = "shared"
    offset: int = attr("int", default=-1)

    def verify(self):
        super().verify()
        if self.offset < -1 or (self.offset >= 0 and self.offset % 16):
            self.error(f"offset must be a non-negative multiple of 16 bytes (or -1), got {self.offset}")


@register_op
class AllocFragmentOp(AllocOp):
    """``T.alloc_fragment(shape, dtype)``: a tile spread over the block's registers."""

    name = "alloc_fragment"
    tile_level = True
    scope = "fragment"


@register_op
class AllocLocalOp(AllocOp):
    """``T.alloc_local(shape, dtype)``: private to each thread."""

    name = "alloc_local"
    scope = "local"


@register_op
class AllocVarOp(AllocOp):
    """``T.alloc_var(dtype, init=...)``: one scalar per thread, optionally initialised."""

    name = "alloc_var"
    scope = "var"
    init: object = opt_operand()

    def verify(self):
        super().verify()
        if self.init is not None and self.init.type != element_type(self.result.type):
            self.error(f"init is {self.init.type}, the var holds {element_type(self.result.type)}")


@register_op
class LoadOp(Op):
    """Read one element ``source[indices]`` (low-bit elements decode to their dtype)."""

    name = "load"
    num_results = 1
    source: object = operand()
    indices: list = operands()

    def verify(self):
        check_indices(self, self.source, self.indices, "source")
        if self.result.type != element_type(self.source.type):
            self.error(f"result is {self.result.type} but the elements are {element_type(self.source.type)}")


@register_op
class StoreOp(Op):
    """Write one element ``dest[indices] = value``."""

    name = "store"
    dest: object = operand()
    indices: list = operands()
    value: object = operand()

    def verify(self):
        check_indices(self, self.dest, self.indices, "dest")
        if self.value.type != element_type(self.dest.type):
            self.error(f"value is {self.value.type} but the elements are {element_type(self.dest.type)} (insert a cast)")


@register_op
class ThreadBindingOp(Op):
    """``T.get_thread_binding(dim)``: this thread's index in the block along ``dim``."""

    name = "thread_binding"
    pure = True
    num_results = 1
    in_kernel = True
    dim: int = attr("int", default=0)

    def verify(self):
        if self.dim not in (0, 1, 2):
            self.error(f"dim must be 0, 1 or 2, got {self.dim}")
        if self.result.type != INDEX:
            self.error("result must be an index")
