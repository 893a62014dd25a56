import Foundation

/// A control for selecting from a set of mutually exclusive values, backed by a
/// `UISegmentedControl`, or by a `UIPickerView` in the `.wheel` style.
///
/// ```swift
/// enum Flavor: String, CaseIterable, Identifiable {
///   case chocolate, vanilla, strawberry
///   var id: Self { self }
/// }
///
/// @State private var selectedFlavor: Flavor = .chocolate
///
/// var body: some View {
///   Picker("Flavor", selection: $selectedFlavor) {
///     Text("Chocolate").tag(Flavor.chocolate)
///     Text("Vanilla").tag(Flavor.vanilla)
///     Text("Strawberry").tag(Flavor.strawberry)
///   }
///   .pickerStyle(.segmented)
/// }
/// ```
///
/// Each view of the content tagged with `tag(_:)` becomes a segment, titled with its text; the
/// views of a `ForEach` are tagged with their ids unless they carry tags of their own. The
/// segment whose tag equals the selection is selected; tapping another writes its tag to the
/// binding. Every picker style but `.wheel` draws as `.segmented`, which takes the full width
/// offered; `.wheel` draws a picker view's column five lines high, the selection between its
/// neighbours. The label is not drawn, as a segmented or wheel picker's is not, but is the
/// control's accessibility label.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  package let selection: Binding<SelectionValue>
  package let label: Label
  package let content: Content

  /// Creates a picker that displays a custom label.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }
}

extension Picker where Label == Text {
  /// Creates a picker that generates its label from a localized string key.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }

  /// Creates a picker that generates its label from a string.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

extension Picker: PrimitiveView {
  package func update(_ node: ViewNode) {
    let state = node.primitiveState as? PickerState ?? {
      let state = PickerState()
      node.primitiveState = state
      node.layout = PickerLayout(state)
      return state
    }()
    let environment = node.environment
    node.updateChild(at: 0, with: HiddenContent(label), environment: environment)
    node.updateChild(at: 1, with: HiddenContent(content), environment: environment)
    let selection = self.selection
    state.selection = AnyHashable(selection.currentValue(for: node))
    state.select = { tag in
      guard let value = tag.base as? SelectionValue else { return }
      selection.wrappedValue = value
    }
    state.control.isEnabled = environment.isEnabled
    state.usesWheel = environment.pickerUsesWheel
    state.wheelIfMade?.isUserInteractionEnabled = environment.isEnabled
    state.sync(with: node)
  }
}

extension Picker: MenuItemProviding {
  /// In a menu, a picker is an inline group of its options with the selection marked, as on iOS.
  package func menuItems(for node: ViewNode) -> [MenuItem] {
    guard let state = node.primitiveState as? PickerState else { return [] }
    state.sync(with: node)
    let choices = state.options.map { option in
      UIAction(title: option.title ?? "", image: option.image, state: option.tag == state.selection ? .on : .off) {
        [select = state.select] _ in Update.outside { select(option.tag) }
      }
    }
    let title = node.children.first?.labelText ?? ""
    return [.element(UIMenu(title: title, options: [.displayInline, .singleSelection], children: choices))]
  }
}

/// What a picker node keeps: its segmented control or picker view, the options it shows, and
/// how to write a chosen tag to the latest binding.
@MainActor
private final class PickerState {
  let control = UISegmentedControl(frame: .zero)
  /// The wheel, made when a picker first draws in the `.wheel` style.
  private(set) var wheelIfMade: UIPickerView?
  private lazy var wheelSource = PickerWheelSource(self)
  /// Whether the picker draws as a wheel.
  var usesWheel = false
  var options: [PickerOption] = []
  var selection: AnyHashable?
  var select: (AnyHashable) -> Void = { _ in }

  init() {
    control.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        selectOption(at: control.selectedSegmentIndex)
      }, for: .valueChanged)
  }

  /// The picker view, made on first use with the state as its data source and delegate.
  var wheel: UIPickerView {
    if let wheelIfMade { return wheelIfMade }
    let wheel = UIPickerView()
    wheel.dataSource = wheelSource
    wheel.delegate = wheelSource
    wheelIfMade = wheel
    return wheel
  }

  /// The view the picker draws with in its current style.
  var shownView: UIView { usesWheel ? wheel : control }

  /// Writes the tag of the option at `index`, as the user chose it.
  func selectOption(at index: Int) {
    guard options.indices.contains(index) else { return }
    let tag = options[index].tag
    Update.outside { self.select(tag) }
  }

  /// Rebuilds the segments when the options changed and selects the selection's segment, as
  /// code does, sending no events.
  func sync(with node: ViewNode) {
    let current = node.children.count > 1 ? PickerOption.collect(in: node.children[1]) : []
    if current != options {
      options = current
      wheelIfMade?.reloadAllComponents()
      control.removeAllSegments()
      for (index, option) in current.enumerated() {
        if let image = option.image, option.title == nil {
          control.insertSegment(with: image, at: index, animated: false)
        } else {
          control.insertSegment(withTitle: option.title ?? "", at: index, animated: false)
        }
      }
    }
    let index = options.firstIndex { $0.tag == selection } ?? UISegmentedControl.noSegment
    if control.selectedSegmentIndex != index { control.selectedSegmentIndex = index }
    if usesWheel, index != UISegmentedControl.noSegment, wheel.selectedRow(inComponent: 0) != index {
      wheel.selectRow(index, inComponent: 0, animated: false)
    }
    control.accessibilityLabel = node.children.first?.labelText
    wheelIfMade?.accessibilityLabel = control.accessibilityLabel
  }
}

/// A wheel picker's data source and delegate: one component of the options' titles, and the
/// user's choice written to the binding.
@MainActor
private final class PickerWheelSource: UIPickerViewDataSource, UIPickerViewDelegate {
  unowned let state: PickerState
  init(_ state: PickerState) { self.state = state }

  func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    state.options.count
  }

  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  {
    guard state.options.indices.contains(row) else { return nil }
    let option = state.options[row]
    return option.title ?? option.image?.glyph
  }

  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
    state.selectOption(at: row)
  }
}

/// One segment: the tag it selects and what it shows.
private struct PickerOption: Equatable {
  var tag: AnyHashable
  var title: String?
  var image: UIImage?

  /// The options in `node`'s subtree, in order: each tagged view, and each view of a
  /// `ForEach` without a tag of its own, tagged with its id.
  @MainActor
  static func collect(in node: ViewNode) -> [PickerOption] {
    node.taggedDescendants().map { PickerOption(tag: $0.tag, node: $0.node) }
  }

  @MainActor
  private init(tag: AnyHashable, node: ViewNode) {
    self.tag = tag
    title = node.labelText
    var image: UIImage?
    node.forEachDescendant { descendant in
      if image == nil, let icon = descendant.view as? Image { image = icon.uiImage }
    }
    self.image = image
  }
}

/// A picker's layout: the segmented control across the full width offered, one line high, or
/// the wheel, five lines high.
@MainActor
private final class PickerLayout: LayoutState, NodeLayout {
  let container = UIView()
  let state: PickerState

  init(_ state: PickerState) {
    self.state = state
    container.addSubview(state.control)
  }

  /// Puts the view of the picker's current style in the container in place of the other one.
  ///
  /// NB: Only the two controls are swapped: the container also holds the hidden label's and
  /// options' views, which the graph manages.
  private func attachShownView() {
    let shown = state.shownView
    guard shown.superview !== container else { return }
    let hidden: UIView? = state.usesWheel ? state.control : state.wheelIfMade
    if let hidden, hidden.superview === container { hidden.removeFromSuperview() }
    container.insertSubview(shown, at: 0)
  }

  var hostView: UIView? { container }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    // NB: An option may change on its own, without the picker updating; its layout
    // invalidation reaches here, so the segments are brought up to date before measuring.
    state.sync(with: node)
    attachShownView()
    let natural = state.shownView.intrinsicContentSize
    return CGSize(width: proposal.width ?? natural.width, height: natural.height)
  }

  func placeContent(of node: ViewNode, in bounds: CGRect) {
    attachShownView()
    let height = state.shownView.intrinsicContentSize.height
    state.shownView.frame = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: height)
    for child in node.children { child.place(in: .zero, proposal: .zero) }
  }
}
