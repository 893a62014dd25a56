import Foundation

/// A record of what the runtime did to representables and bodies, in order: the evidence tests
/// assert on.
@MainActor @preconcurrency
public final class LifecycleTrace: @MainActor CustomStringConvertible {
  /// One thing the runtime did.
  public enum Event: Hashable, Sendable, CustomStringConvertible {
    case makeCoordinator(String)
    case make(String)
    /// An update, with the reason: `make` for the first, else the input that changed.
    case update(String, reason: String)
    case dismantle(String)
    /// A reusable representable's view and coordinator, from a row that left a lazy
    /// container's screen, were reset for another row (``ReusableUIViewRepresentable``).
    case reset(String)
    case sizeThatFits(String, proposal: ProposedViewSize, result: CGSize?)
    /// A view's `body` ran.
    case body(String)

    public var description: String {
      switch self {
      case .makeCoordinator(let type): "makeCoordinator \(type)"
      case .make(let type): "make \(type)"
      case .update(let type, let reason): "update \(type) (\(reason))"
      case .dismantle(let type): "dismantle \(type)"
      case .reset(let type): "reset \(type)"
      case .body(let type): "body \(type)"
      case .sizeThatFits(let type, let proposal, let result):
        "sizeThatFits \(type) \(Self.describe(proposal)) → \(result.map { "\(Int($0.width))×\(Int($0.height))" } ?? "nil")"
      }
    }

    private static func describe(_ proposal: ProposedViewSize) -> String {
      func dimension(_ value: CGFloat?) -> String {
        guard let value else { return "nil" }
        return value.isInfinite ? "∞" : String(Int(value))
      }
      return "(\(dimension(proposal.width)), \(dimension(proposal.height)))"
    }
  }

  /// The events so far, oldest first.
  public private(set) var events: [Event] = []

  /// Creates an empty trace.
  public init() {}

  package func record(_ event: Event) {
    events.append(event)
  }

  /// How many times the body of views of type `viewType` ran.
  public func bodyEvaluations<V: View>(of viewType: V.Type) -> Int {
    let name = String(describing: viewType)
    return events.filter { $0 == .body(name) }.count
  }

  /// Forgets the events so far.
  public func removeAll() {
    events.removeAll()
  }

  public var description: String {
    events.map(\.description).joined(separator: "\n")
  }
}
