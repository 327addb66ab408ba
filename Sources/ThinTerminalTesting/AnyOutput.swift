import CustomDump

/// A value an output carries — what a test double posted, the argument a route carried —
/// compared by its type and value, or by its type and dump when it is not `Equatable` (`Void`,
/// a type its module never made `Equatable`), and shown as its dump.
public struct AnyOutput: Equatable, Sendable, CustomDumpRepresentable {
  public let base: any Sendable
  private let isEqual: @Sendable (any Sendable) -> Bool

  public init<T: Equatable & Sendable>(_ base: T) {
    self.base = base
    isEqual = { other in (other as? T) == base }
  }

  /// `base`, compared by value when its type is `Equatable`, else by its type and its dump: a
  /// route's argument, whose type a test cannot require to be `Equatable`.
  public init(comparing base: any Sendable) {
    self.base = base
    if base is any Equatable {
      isEqual = { other in (base as? any Equatable)?.isEqual(to: other) == true }
      return
    }
    let type = ObjectIdentifier(Swift.type(of: base))
    let dump = String(customDumping: base)
    isEqual = { other in
      ObjectIdentifier(Swift.type(of: other)) == type && String(customDumping: other) == dump
    }
  }

  public static func == (lhs: AnyOutput, rhs: AnyOutput) -> Bool {
    lhs.isEqual(rhs.base)
  }

  public var customDumpValue: Any { base }

  /// The value's dump on one line.
  var oneLineDump: String {
    var line = ""
    for part in String(customDumping: base).split(separator: "\n") {
      let part = part.drop { $0 == " " }
      let opens = line.last == "(" || line.last == "["
      if !line.isEmpty, !opens, part.first != ")", part.first != "]" { line += " " }
      line += part
    }
    return line
  }
}

extension Equatable {
  /// Whether `other` is a value of this type equal to this one.
  fileprivate func isEqual(to other: Any) -> Bool {
    (other as? Self) == self
  }
}
