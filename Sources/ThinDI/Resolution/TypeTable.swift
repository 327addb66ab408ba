/// The unnamed registrations' indices by type, at most half full and probed linearly from a
/// multiplied identity: a `Dictionary` made a singleton resolve 15 % slower, a graph's 8 %.
@usableFromInline struct TypeTable: Sendable {
  /// A type's identity as bits (0 in an empty slot: no type lives at address 0) and its index.
  @usableFromInline private(set) var slots: ContiguousArray<(type: UInt, index: Int)>
  @usableFromInline let mask: Int

  init(_ indices: [(ObjectIdentifier, Int)]) {
    var capacity = 4
    while capacity < indices.count * 2 { capacity *= 2 }
    (slots, mask) = (ContiguousArray(repeating: (0, 0), count: capacity), capacity - 1)
    for (type, index) in indices.map({ (UInt(bitPattern: $0), $1) }) {
      slots[slot(of: type)] = (type, index)
    }
  }

  /// The slot that holds `type`, or the empty one where it would go.
  @inlinable @inline(__always)
  func slot(of type: UInt) -> Int {
    var slot = Int(bitPattern: (type &* 0x9E37_79B9_7F4A_7C15) &>> 32) & mask
    while slots[slot].type != type && slots[slot].type != 0 { slot = (slot &+ 1) & mask }
    return slot
  }

  /// The index registered for `type`, or nil.
  @inlinable @inline(__always)
  func index(of type: Any.Type) -> Int? {
    let found = slots[slot(of: UInt(bitPattern: ObjectIdentifier(type)))]
    return found.type == 0 ? nil : found.index
  }
}
