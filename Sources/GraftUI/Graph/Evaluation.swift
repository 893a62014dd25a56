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
    let kind: Kind =
      if let primitive = type as? any PrimitiveView.Type {
        .primitive(primitive)
      } else if let representable = type as? any UIViewRepresentable.Type {
        .viewRepresentable(representable)
      } else if let representable = type as? any UIViewControllerRepresentable.Type {
        .viewControllerRepresentable(representable)
      } else {
        .body
      }
    let evaluation = Evaluation(kind)
    var changed: [ObjectIdentifier: Evaluation] = [:]
    swap(&changed, &Self.known)
    changed[ObjectIdentifier(type)] = evaluation
    swap(&changed, &Self.known)
    return evaluation
  }
}
