/// The sealed lookup behind every unnamed, argument-free resolve: an open-addressing table from a
/// type's identity to its entry.
///
/// It is filled once when the container is built and never changes, so readers take no lock. A
/// type identity is a metadata address: multiplying it by a 64-bit odd constant (Fibonacci
/// hashing) and keeping the top bits spreads those addresses well, and costs one multiply instead
/// of the SipHash a `Dictionary` runs on every lookup.
///
/// A struct stored inline in its container, with each type next to its entry in one buffer: a
/// lookup follows the container to the buffer and reads one slot, two dependent loads fewer than
/// a table object holding two arrays (277 against 281 ns on the benchmark graph of 7 resolves).
/// The container frees the buffer (see `deallocate()`).
@usableFromInline
struct RegistrationTable: @unchecked Sendable {
  // @unchecked: `slots` is written only in `init`, before the table is shared, and only read
  // afterwards; the container deallocates it when no reader is left.

  /// A type's identity (0 for an empty slot) and its entry, unretained: the container's
  /// `entries` array owns them and outlives the table. Readers borrow them
  /// (`_withUnsafeGuaranteedRef`) so that a lookup costs no reference counting.
  @usableFromInline
  struct Slot {
    @usableFromInline var key: UInt
    @usableFromInline var entry: Unmanaged<AnyEntry>?
  }

  @usableFromInline let slots: UnsafeMutablePointer<Slot>
  @usableFromInline let mask: Int
  @usableFromInline let shift: UInt

  /// `entries` must have distinct types; callers keep named and argument registrations out.
  init(_ contents: [(type: ObjectIdentifier, entry: AnyEntry)]) {
    var capacity = 2
    while capacity < contents.count * 2 { capacity *= 2 }
    mask = capacity - 1
    shift = UInt(UInt.bitWidth - capacity.trailingZeroBitCount)
    slots = .allocate(capacity: capacity)
    slots.initialize(repeating: Slot(key: 0, entry: nil), count: capacity)
    for (type, entry) in contents {
      let key = UInt(bitPattern: type)
      var index = slot(for: key)
      while slots[index].key != 0 { index = (index &+ 1) & mask }
      slots[index] = Slot(key: key, entry: .passUnretained(entry))
    }
  }

  /// Frees the buffer; called once, by the container that made the table, in its `deinit`.
  func deallocate() {
    slots.deallocate()
  }

  @inlinable
  func slot(for key: UInt) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) &>> shift)
  }

  /// The entry registered for `type` without a name or argument, unretained, or nil.
  @inlinable @inline(__always)
  func entry(for type: ObjectIdentifier) -> Unmanaged<AnyEntry>? {
    let key = UInt(bitPattern: type)
    var index = slot(for: key)
    while true {
      let candidate = slots[index]
      if candidate.key == key { return candidate.entry }
      if candidate.key == 0 { return nil }
      index = (index &+ 1) & mask
    }
  }

  /// What `body` makes of `entry`, the one registered for `T` without a name or argument. The
  /// entry is borrowed, not retained: the container owns its entries for longer than any
  /// resolve, so a lookup costs no reference counting. Static, so that the table itself is not
  /// held while `body` runs: a resolver reaches the table through its `inout` self, and holding
  /// the table across `body` (which may change the resolver) would cost a retain and a release
  /// per level of every resolve.
  @inlinable @inline(__always)
  static func with<T>(
    _ entry: Unmanaged<AnyEntry>, as _: T.Type, _ body: (Entry<T>) throws(ResolutionError) -> T
  ) throws(ResolutionError) -> T {
    // `_withUnsafeGuaranteedRef` only rethrows untyped errors: the failure is carried out.
    var failure: ResolutionError?
    let instance = entry._withUnsafeGuaranteedRef { entry -> T? in
      do throws(ResolutionError) {
        // Safe: the entry found under `T.self` without a name or argument is an Entry<T>.
        return try body(unsafeDowncast(entry, to: Entry<T>.self))
      } catch {
        failure = error
        return nil
      }
    }
    if let failure { throw failure }
    // Safe: without a failure, `body` returned.
    return instance.unsafelyUnwrapped
  }

  /// The built singleton registered for `T` without a name or argument; nil when there is none
  /// or it is not built yet. The whole fast path of `resolve`: a probe, an acquire load, a copy.
  @inlinable
  func publishedInstance<T>(of _: T.Type) -> T? {
    guard let entry = entry(for: ObjectIdentifier(T.self)) else { return nil }
    return entry._withUnsafeGuaranteedRef {
      // Safe: the entry found under `T.self` without a name or argument is an Entry<T>.
      unsafeDowncast($0, to: Entry<T>.self).publishedInstance
    }
  }
}
