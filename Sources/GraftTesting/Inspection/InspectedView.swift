/// A view a query found: its declarative view, the UIKit view that shows it, and the actions a
/// user could take on it.
///
/// `Backing` is the UIKit class the query promises: `find(button:)` returns an
/// `InspectedView<UIButton>`, `find(ThirdPartyUIView.self)` an
/// `InspectedView<ThirdPartyUIView>`, so the UIKit side needs no casts.
///
/// ```swift
/// let toggle = try host.find(toggle: "Add?")
/// #expect(toggle.uiView.isOn)
/// try toggle.toggle()
/// #expect(toggle.uiView.isOn == false)
/// let value = try host.find(ThirdPartyView.self).view(as: ThirdPartyView.self)
/// #expect(value.shouldAdd == false)
/// ```
///
/// A handle keeps pointing at the same view across updates; ``view`` is the value the view has
/// now. Search inside a handle to narrow a query to its subtree.
@MainActor
public struct InspectedView<Backing: UIView>: ViewSearching, @MainActor CustomStringConvertible {
  /// The UIKit view that shows this view: a `UIButton` for a `Button`, a representable's own
  /// view, or the UIKit view itself when no SwiftUI view stands for it.
  public let uiView: Backing
  /// The host the view was found in.
  public let host: ViewHost
  let element: Element
  private let pathComponents: [String]

  init(element: Element, uiView: Backing, path: [String], host: ViewHost) {
    self.element = element
    self.uiView = uiView
    self.pathComponents = path
    self.host = host
  }

  /// The SwiftUI view as it is now, or `nil` for a UIKit view no SwiftUI view stands for (such
  /// as a subview of a representable's view).
  ///
  /// Cast it to read its properties, or use ``view(as:)``.
  public var view: (any View)? { element.view }

  /// The SwiftUI view as `type`.
  ///
  /// - Throws: ``InspectionError/typeMismatch(_:expected:)`` when the view is of another type.
  public func view<Content: View>(as type: Content.Type) throws -> Content {
    guard let view = element.view as? Content else {
      throw InspectionError.typeMismatch(description, expected: "\(Content.self)")
    }
    return view
  }

  /// Where the view is, from the outermost view down: `DemoView > VStack > Button "Save"`.
  ///
  /// Plumbing (tuples, conditionals, modifiers, `AnyView`) is left out, and generic arguments
  /// are dropped, so the path reads as the code does.
  public var path: String { pathComponents.joined(separator: " > ") }

  /// The view as a user would name it: `Button "Save"`, `Toggle "Add?"`, `ThirdPartyUIView`.
  public var description: String { element.label }

  /// Where queries on the view search: the view and everything inside it.
  public var searchScope: SearchScope {
    SearchScope(host: host, path: Array(pathComponents.dropLast())) { [element] in [element] }
  }
}
