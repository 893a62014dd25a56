import Foundation

/// One thing a query can find: a view of the graph with the UIKit view that shows it, or a
/// UIKit view that no node owns, such as a subview inside a representable's view.
///
/// The element tree is the view graph with its plumbing left out (tuples, conditionals,
/// modifiers, type erasure), continued through UIKit wherever the graph hands over to it: into
/// a representable's view, and back into the graph at a nested hosting controller. So a query
/// finds the button inside a vendor's view as a user would.
@MainActor
struct Element {
  /// The node, for a view of the graph.
  let node: ViewNode?
  /// The UIKit view that shows this element, when it has one of its own.
  let backing: UIView?
  /// The explicit identities (`.id(_:)`, `ForEach`) of this node and of the plumbing nodes
  /// above it that the element stands for.
  let ids: [AnyHashable]

  // MARK: - The tree

  /// The elements a window shows, outermost first.
  static func roots(of window: UIWindow) -> [Element] {
    contents(of: window)
  }

  /// The elements directly inside this one, in tree order.
  var children: [Element] {
    guard let node else { return backing.map(Element.contents(of:)) ?? [] }
    var result = node.children.flatMap { Element.elements(for: $0, ids: []) }
    if let hosted = (node.layout as? PlatformViewLayout)?.host.hostedView {
      result += Element.contents(of: hosted)
    }
    return result
  }

  /// The elements that stand for `node`: the node itself, or, for plumbing, what it contains.
  static func elements(for node: ViewNode, ids: [AnyHashable]) -> [Element] {
    let ids = node.explicitID.map { ids + [$0] } ?? ids
    if isPlumbing(node) { return node.children.flatMap { elements(for: $0, ids: ids) } }
    return [Element(node: node, backing: backingView(of: node), ids: ids)]
  }

  /// What a UIKit view shows inside itself: its subviews, or a hosting view's graph.
  private static func contents(of view: UIView) -> [Element] {
    if let hosting = view as? HostingView {
      return hosting.graph.root.map { elements(for: $0, ids: []) } ?? []
    }
    return view.subviews.flatMap { subview -> [Element] in
      if subview is HostingView { return contents(of: subview) }
      // NB: Underscored classes are GraftKit's private parts, such as scroll indicators.
      if typeName(of: subview).hasPrefix("_") { return [] }
      return [Element(node: nil, backing: subview, ids: [])]
    }
  }

  /// Views that only shape the tree: a user never sees them as views of their own.
  private static let plumbing: Set<String> = [
    "TupleView", "ModifiedContent", "_ViewModifier_Content", "_ConditionalContent", "AnyView",
    "Optional", "EmptyView",
  ]

  private static func isPlumbing(_ node: ViewNode) -> Bool {
    plumbing.contains(typeName(of: node.view))
  }

  /// The UIKit view a user sees for `node`: a representable's own view, a labelled control's
  /// control (not the row around it), else the node's view.
  private static func backingView(of node: ViewNode) -> UIView? {
    switch node.layout {
    case let layout as PlatformViewLayout: layout.host.hostedView
    case let layout as LabeledControlLayout: layout.control
    case let layout?: layout.hostView
    case nil: nil
    }
  }

  // MARK: - What it is

  /// The declarative view, for an element of the graph.
  var view: (any View)? { node?.view }

  /// The UIKit views that show the element: its own view, or its descendants' for a view that
  /// only groups others.
  var views: [UIView] {
    if let backing { return [backing] }
    return node?.hostViews ?? []
  }

  /// The view a handle exposes: the element's own view, else the first of its descendants',
  /// else the view that would hold it.
  var primaryView: UIView {
    if let first = views.first { return first }
    return node?.container?.layout?.hostView ?? node?.graph.hostView ?? UIView()
  }

  /// Whether `view` is the element's own: the view that shows it, or the view around that one
  /// (a labelled control's row). A view that only groups others, such as a stack, owns none.
  func isShown(by view: UIView) -> Bool {
    backing === view || node?.layout?.hostView === view
  }

  /// The type name without generic arguments: `VStack`, not `VStack<TupleView<…>>`.
  var name: String {
    if let node { return Element.typeName(of: node.view) }
    return backing.map(Element.typeName(of:)) ?? "nothing"
  }

  static func typeName(of value: Any) -> String {
    let name = String(describing: type(of: value))
    return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
  }

  /// The text a user reads on the element, if it is one that shows text: a label's text, a
  /// button's or a toggle's title, a text field's placeholder (or text, when it has none).
  var detail: String? {
    switch backing {
    case let label as UILabel: return label.text
    case let button as UIButton:
      return button.currentTitle ?? button.accessibilityLabel ?? node?.labelText
    case let control as UISwitch: return control.accessibilityLabel ?? node?.labelText
    case let field as UITextField:
      if let placeholder = field.placeholder, !placeholder.isEmpty { return placeholder }
      return field.text
    case let cell as UITableViewCell: return cell.displayedText
    default: return nil
    }
  }

  /// Controls, labels and cells read as one thing; their insides are left out of outlines.
  var isLeaf: Bool {
    backing is UILabel || backing is UIControl || backing is UITableViewCell
  }

  /// The element as a user would name it: `Button "Save"`, `VStack`.
  var label: String {
    guard let detail else { return name }
    let limit = 30
    let shown = detail.count > limit ? detail.prefix(limit - 1) + "…" : Substring(detail)
    return "\(name) \"\(shown)\""
  }
}
