/// Why a query or an action failed, in a sentence that names what was looked for and where.
///
/// Queries throw ``notFound(_:searched:)`` with an outline of the tree they searched; actions
/// throw ``unreachable(_:action:reason:)`` when a user could not have done the same thing, and
/// ``actionFailed(_:action:reason:)`` when the event went in but did not have its effect.
///
/// ```swift
/// do {
///   try host.find(button: "Save").tap()
/// } catch {
///   print(error)
///   // no button titled "Save"; searched: Editor > VStack > [TextField "Title", Button "Cancel"]
/// }
/// ```
public enum InspectionError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Nothing matched `query`; `searched` outlines the views that were searched, outermost first
  /// (`A > B` is B inside A, `[A, B]` are siblings).
  case notFound(_ query: String, searched: String)
  /// `view` exists but a user could not `action` it: it is hidden, disabled, covered or off
  /// screen.
  case unreachable(_ view: String, action: String, reason: String)
  /// The event reached `view` but did not have the effect `action` asks for.
  case actionFailed(_ view: String, action: String, reason: String)
  /// `view`'s declarative value is not of the type asked for.
  case typeMismatch(_ view: String, expected: String)

  /// The failure as a sentence, for test logs.
  public var description: String {
    switch self {
    case .notFound(let query, let searched):
      "no \(query); searched: \(searched)"
    case .unreachable(let view, let action, let reason):
      "cannot \(action) \(view): \(reason)"
    case .actionFailed(let view, let action, let reason):
      "could not \(action) \(view): \(reason)"
    case .typeMismatch(let view, let expected):
      "\(view) is not a \(expected)"
    }
  }
}
