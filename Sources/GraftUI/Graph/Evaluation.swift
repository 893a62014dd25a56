import Foundation

/// What evaluating a view of some type means: a primitive's update, a representable's update,
/// or running a body. Worked out once per view type, and shared by every node of that type, so
/// a node keeps one reference for it.
@MainActor
final class Evaluation {
  enum Kind {
    case primitive(any PrimitiveView.Type)
    case viewRepresentable(any UIViewRepresentable.Type)
    case viewControllerRepresentable(any UIViewControllerRepresentable.Type)
    case body
  }

  let kind: Kind

  private init(_ kind: Kind) {
    self.kind = kind
  }

  var isPrimitive: Bool {
    if case .primitive = kind { true } else { false }
  }

  private static var known: [ObjectIdentifier: Evaluation] = [:]

  static func of(_ type: any View.Type) -> Evaluation {
    // NB: Looked up in a copy and changed out of place, so that no access to the table lasts
    // across a call (ARCHITECTURE.md, Conventions): every node made looks its type up.
    let known = Self.known
    if let evaluation = known[ObjectIdentifier(type)] { return evaluation }
    let evaluation = Evaluation(kind(of: type))
    var changed: [ObjectIdentifier: Evaluation] = [:]
    swap(&changed, &Self.known)
    changed[ObjectIdentifier(type)] = evaluation
    swap(&changed, &Self.known)
    return evaluation
  }

  /// How a view of type `V` evaluates.
  ///
  /// NB: A view with a body is told apart by its `Body` type alone. Primitives and
  /// representables have no body (`Body == Never`), and only they need the dynamic casts below:
  /// the first cast of a new type to a protocol it does not conform to scans every conformance
  /// in the process, and an app's custom views are the types it has most of.
  private static func kind<V: View>(of _: V.Type) -> Kind {
    if V.Body.self != Never.self { return .body }
    return if let primitive = V.self as? any PrimitiveView.Type {
      .primitive(primitive)
    } else if let representable = V.self as? any UIViewRepresentable.Type {
      .viewRepresentable(representable)
    } else if let representable = V.self as? any UIViewControllerRepresentable.Type {
      .viewControllerRepresentable(representable)
    } else {
      .body
    }
  }
}
