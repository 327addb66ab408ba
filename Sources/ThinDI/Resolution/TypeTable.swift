/// The unnamed registrations' indices by type, at most half full and probed linearly from the
/// top bits of the multiplied identity: a `Dictionary` made the graph benchmark 19 % slower.
@usableFromInline struct TypeTable: Sendable {
  /// A type's identity as bits (0 in an empty slot: no type lives at address 0) and its index.
  @usableFromInline private(set) var slots: ContiguousArray<(type: UInt, index: Int)>
  /// 64 less the bits of a slot's number: the product's top bits, the best mixed, pick the slot.
  @usableFromInline let shift: UInt

  init(_ indices: [(ObjectIdentifier, Int)]) {
    var bits: UInt = 2
    while 1 << bits < indices.count * 2 { bits += 1 }
    (slots, shift) = (ContiguousArray(repeating: (0, 0), count: 1 << bits), 64 - bits)
    for (type, index) in indices.map({ (UInt(bitPattern: $0), $1) }) {
      slots[slot(of: type)] = (type, index)
    }
  }

  /// The slot that holds `type`, or the empty one where it would go.
  @inlinable @inline(__always)
  func slot(of type: UInt) -> Int {
    var slot = Int(bitPattern: (type &* 0x9E37_79B9_7F4A_7C15) &>> shift)
    while slots[slot].type != type && slots[slot].type != 0 {
      slot = (slot &+ 1) & (slots.count &- 1)
    }
    return slot
  }

  /// The index registered for `type`, or nil.
  @inlinable @inline(__always)
  func index(of type: Any.Type) -> Int? {
    let found = slots[slot(of: UInt(bitPattern: ObjectIdentifier(type)))]
    return found.type == 0 ? nil : found.index
  }
}
