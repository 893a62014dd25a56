/// Something to search for views in: a ``ViewHost``, or an ``InspectedView`` found in one.
///
/// The queries read like the UI and find views of the graph and UIKit views alike, depth first
/// in the order they are declared. Each returns a handle with the declarative view and its
/// typed UIKit view; each `find` throws an ``InspectionError`` that outlines what it searched.
///
/// ```swift
/// let host = ViewHosting.host(ThirdPartyDemoView())
/// let button = try host.find(button: "Perform Action")   // InspectedView<UIButton>
/// let sdkView = try host.find(ThirdPartyUIView.self)      // InspectedView<ThirdPartyUIView>
/// let plus = try sdkView.find(button: "+1")               // the vendor view's own button
/// ```
@MainActor
public protocol ViewSearching {
  /// Where searches from this value start.
  var searchScope: SearchScope { get }
}

extension ViewSearching {
  // MARK: - Text

  /// The first `Text` (or `UILabel`) showing exactly `text`.
  ///
  /// A button's title is not a text view here: find it with ``find(button:)``.
  public func find(text: String) throws -> InspectedView<UILabel> {
    try searchScope.first("text \(text.debugDescription)") { Self.label($0, showing: text) }
  }

  /// Every `Text` (or `UILabel`) showing exactly `text`, in tree order.
  public func findAll(text: String) -> [InspectedView<UILabel>] {
    searchScope.search(firstOnly: false) { Self.label($0, showing: text) }
  }

  // MARK: - Controls

  /// The first `Button` (or `UIButton`) whose title or accessibility label is `title`.
  ///
  /// ```swift
  /// try host.find(button: "Save").tap()
  /// ```
  public func find(button title: String) throws -> InspectedView<UIButton> {
    try searchScope.first("button titled \(title.debugDescription)") {
      Self.button($0, titled: title)
    }
  }

  /// Every `Button` (or `UIButton`) whose title or accessibility label is `title`.
  public func findAll(button title: String) -> [InspectedView<UIButton>] {
    searchScope.search(firstOnly: false) { Self.button($0, titled: title) }
  }

  // MARK: - Cells

  /// The first table view cell on screen whose text (its content configuration's, or its
  /// text label's) is `text`. Only the rows on screen have cells, as in UIKit: scroll to a row
  /// before finding it.
  ///
  /// ```swift
  /// try host.find(cell: "Notifications").tap()
  /// ```
  public func find(cell text: String) throws -> InspectedView<UITableViewCell> {
    try searchScope.first("cell showing \(text.debugDescription)") { Self.cell($0, showing: text) }
  }

  /// Every table view cell on screen whose text is `text`, in tree order.
  public func findAll(cell text: String) -> [InspectedView<UITableViewCell>] {
    searchScope.search(firstOnly: false) { Self.cell($0, showing: text) }
  }

  /// The first `Toggle` (or `UISwitch`) whose label or accessibility label is `title`.
  ///
  /// ```swift
  /// try host.find(toggle: "Add?").toggle()
  /// ```
  public func find(toggle title: String) throws -> InspectedView<UISwitch> {
    try searchScope.first("toggle titled \(title.debugDescription)") {
      Self.toggle($0, titled: title)
    }
  }

  /// Every `Toggle` (or `UISwitch`) whose label or accessibility label is `title`.
  public func findAll(toggle title: String) -> [InspectedView<UISwitch>] {
    searchScope.search(firstOnly: false) { Self.toggle($0, titled: title) }
  }

  /// The first `TextField` or `SecureField` (or `UITextField`) whose placeholder, or whose
  /// current text, is `placeholderOrText`.
  ///
  /// ```swift
  /// try host.find(textField: "User name").type("ada")
  /// ```
  public func find(textField placeholderOrText: String) throws -> InspectedView<UITextField> {
    try searchScope.first(
      "text field with placeholder or text \(placeholderOrText.debugDescription)"
    ) { Self.field($0, showing: placeholderOrText) }
  }

  /// Every text field whose placeholder, or whose current text, is `placeholderOrText`.
  public func findAll(textField placeholderOrText: String) -> [InspectedView<UITextField>] {
    searchScope.search(firstOnly: false) { Self.field($0, showing: placeholderOrText) }
  }

  // MARK: - Identity

  /// The first view whose identity (`.id(_:)`, a `ForEach` element's id) is `id`, or whose
  /// `accessibilityIdentifier` is `id`.
  ///
  /// ```swift
  /// try host.find(viewWithId: "saveButton").tap()
  /// try host.find(viewWithId: 25)   // ForEach(0..<100) { Text("Row \($0)") }
  /// ```
  ///
  /// A view that groups others answers with the first UIKit view inside it.
  public func find<ID: Hashable>(viewWithId id: ID) throws -> InspectedView<UIView> {
    try searchScope.first("view with id \(Self.describe(id))") { Self.view($0, withID: id) }
  }

  /// Every view whose identity or `accessibilityIdentifier` is `id`.
  public func findAll<ID: Hashable>(viewWithId id: ID) -> [InspectedView<UIView>] {
    searchScope.search(firstOnly: false) { Self.view($0, withID: id) }
  }

  // MARK: - Types

  /// The first view shown by a UIKit view of type `type`: a representable's view, a built-in
  /// view's backing view, or any UIKit view inside them.
  ///
  /// ```swift
  /// let sdkView = try host.find(ThirdPartyUIView.self).uiView
  /// ```
  public func find<Backing: UIView>(_ type: Backing.Type) throws -> InspectedView<Backing> {
    try searchScope.first("view of type \(Backing.self)") { $0.backing as? Backing }
  }

  /// The first UIKit view of type `type` for which `predicate` holds.
  ///
  /// ```swift
  /// let field = try host.find(UITextField.self) { $0.isSecureTextEntry }
  /// ```
  public func find<Backing: UIView>(
    _ type: Backing.Type, where predicate: (Backing) -> Bool
  ) throws -> InspectedView<Backing> {
    try searchScope.first("view of type \(Backing.self) matching the condition") {
      ($0.backing as? Backing).flatMap { predicate($0) ? $0 : nil }
    }
  }

  /// Every UIKit view of type `type`, in tree order.
  public func findAll<Backing: UIView>(_ type: Backing.Type) -> [InspectedView<Backing>] {
    searchScope.search(firstOnly: false) { $0.backing as? Backing }
  }

  /// Every UIKit view of type `type` for which `predicate` holds.
  public func findAll<Backing: UIView>(
    _ type: Backing.Type, where predicate: (Backing) -> Bool
  ) -> [InspectedView<Backing>] {
    searchScope.search(firstOnly: false) {
      ($0.backing as? Backing).flatMap { predicate($0) ? $0 : nil }
    }
  }

  /// The first SwiftUI view of type `type`: a view of your own, a representable, a built-in
  /// view.
  ///
  /// ```swift
  /// let demo = try host.find(ThirdPartyView.self).view(as: ThirdPartyView.self)
  /// #expect(demo.shouldAdd)
  /// ```
  public func find<Content: View>(_ type: Content.Type) throws -> InspectedView<UIView> {
    try searchScope.first("view of type \(Content.self)") {
      $0.view is Content ? $0.primaryView : nil
    }
  }

  /// Every SwiftUI view of type `type`, in tree order.
  public func findAll<Content: View>(_ type: Content.Type) -> [InspectedView<UIView>] {
    searchScope.search(firstOnly: false) { $0.view is Content ? $0.primaryView : nil }
  }

  // MARK: - Matching

  private static func label(_ element: Element, showing text: String) -> UILabel? {
    guard let label = element.backing as? UILabel, label.text == text else { return nil }
    return label
  }

  private static func cell(_ element: Element, showing text: String) -> UITableViewCell? {
    guard let cell = element.backing as? UITableViewCell, cell.displayedText == text else { return nil }
    return cell
  }

  private static func button(_ element: Element, titled title: String) -> UIButton? {
    guard let button = element.backing as? UIButton else { return nil }
    let titles = [button.currentTitle, button.accessibilityLabel, element.node?.labelText]
    return titles.contains(title) ? button : nil
  }

  private static func toggle(_ element: Element, titled title: String) -> UISwitch? {
    guard let control = element.backing as? UISwitch else { return nil }
    return [control.accessibilityLabel, element.node?.labelText].contains(title) ? control : nil
  }

  private static func field(_ element: Element, showing text: String) -> UITextField? {
    guard let field = element.backing as? UITextField else { return nil }
    return field.placeholder == text || field.text == text ? field : nil
  }

  private static func view<ID: Hashable>(_ element: Element, withID id: ID) -> UIView? {
    if element.ids.contains(AnyHashable(id)) { return element.primaryView }
    guard let identifier = id as? String else { return nil }
    // NB: `.accessibilityIdentifier(_:)` lands on the view around a representable's or a
    // labelled control's own view; a view that only groups others passes it to each of its views.
    let own = [element.backing, element.node?.layout?.hostView]
    if own.contains(where: { $0?.accessibilityIdentifier == identifier }) {
      return element.primaryView
    }
    let views = element.views
    guard element.backing == nil, !views.isEmpty,
      views.allSatisfy({ $0.accessibilityIdentifier == identifier })
    else { return nil }
    return element.primaryView
  }

  private static func describe<ID: Hashable>(_ id: ID) -> String {
    (id as? String)?.debugDescription ?? "\(id)"
  }
}
