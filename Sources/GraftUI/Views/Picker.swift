import Foundation

/// A control for selecting from a set of mutually exclusive values.
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
/// Each view of the content tagged with `tag(_:)` becomes an option, titled with its text; the
/// views of a `ForEach` are tagged with their ids unless they carry tags of their own. The
/// option whose tag equals the selection is selected; choosing another writes its tag to the
/// binding. The style decides how the options draw, as on iOS:
/// - `.menu`, and `.automatic`: a pop-up button titled with the selection, `Vanilla ⇕`, whose
///   menu lists the options with a check on the chosen one. In a form or list the label draws
///   at the row's leading edge and the button at its trailing edge.
/// - `.segmented`, and `.palette`: a `UISegmentedControl` across the full width offered.
/// - `.wheel`: a `UIPickerView` column five lines high, the selection between its neighbours.
/// - `.inline`: one row per option, a check beside the selection; tapping a row chooses it.
/// - `.navigationLink`: in a navigation stack, a row `Label  Value ›` that pushes a list of the
///   options; choosing one writes it and goes back. Outside a stack it draws as `.menu`.
///
/// The label is the control's accessibility label in every style.
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
    let style = environment.pickerStyle.resolved(hasNavigationStack: environment.navigationContext?.stack != nil)
    let inList = environment.listContext != .none
    state.style = style
    // NB: Only a menu picker in a form or list draws its label, beside its pop-up button; the
    // navigation-link face draws it itself.
    state.showsLabel = style == .menu && inList && !environment.labelsHidden
    if state.showsLabel {
      node.updateChild(at: 0, with: label, environment: environment)
    } else {
      node.updateChild(at: 0, with: HiddenContent(label), environment: environment)
    }
    node.updateChild(at: 1, with: HiddenContent(content), environment: environment)
    let selection = self.selection
    state.selection = AnyHashable(selection.currentValue(for: node))
    state.select = { tag in
      guard let value = tag.base as? SelectionValue else { return }
      selection.wrappedValue = value
    }
    state.control.isEnabled = environment.isEnabled
    state.popUpIfMade?.isEnabled = environment.isEnabled
    state.wheelIfMade?.isUserInteractionEnabled = environment.isEnabled
    state.sync(with: node)
    switch style {
    case .inline:
      let face = PickerInlineFace(choices: state.choices, inList: inList) { [state] in state.selectOption(at: $0) }
      node.updateChild(at: 2, with: face, environment: environment)
    case .navigationLink:
      let title = node.children.first?.labelText ?? ""
      let face = PickerNavigationLinkFace(
        label: label, title: title, choices: state.choices, stack: environment.navigationContext?.stack
      ) { [state] in state.selectOption(at: $0) }
      node.updateChild(at: 2, with: face, environment: environment)
    case .automatic, .menu, .segmented, .wheel, .palette:
      node.trimChildren(to: 2)
    }
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

/// What a picker node keeps: its segmented control, pop-up button or picker view, the options
/// it shows, and how to write a chosen tag to the latest binding.
@MainActor
private final class PickerState {
  let control = UISegmentedControl(frame: .zero)
  /// The wheel, made when a picker first draws in the `.wheel` style.
  private(set) var wheelIfMade: UIPickerView?
  /// The pop-up button, made when a picker first draws in the `.menu` style.
  private(set) var popUpIfMade: UIButton?
  private lazy var wheelSource = PickerWheelSource(self)
  /// The style the picker draws in, resolved.
  var style = ResolvedPickerStyle.segmented
  /// Whether the label draws beside the pop-up button, as in a form.
  var showsLabel = false
  var options: [PickerOption] = []
  var selection: AnyHashable?
  var select: (AnyHashable) -> Void = { _ in }
  /// The options and selection the pop-up button's menu was made from.
  private var popUpMenuSource: (options: [PickerOption], selected: Int?)?

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

  /// The pop-up button, made on first use: a borderless button whose menu is its primary
  /// action and whose title follows the chosen item, as iOS makes a menu picker.
  var popUp: UIButton {
    if let popUpIfMade { return popUpIfMade }
    let button = UIButton(type: .system)
    button.bezel = .bare
    button.indicator = UIImage(systemName: "chevron.up.chevron.down")
    button.showsMenuAsPrimaryAction = true
    button.changesSelectionAsPrimaryAction = true
    popUpIfMade = button
    return button
  }

  /// The UIKit view the picker draws with in its current style, if it draws with one.
  var shownView: UIView? {
    switch style {
    case .wheel: wheel
    case .menu: popUp
    case .segmented, .palette, .automatic: control
    case .inline, .navigationLink: nil
    }
  }

  /// Every control the picker has made, for swapping the shown one in.
  var madeViews: [UIView] { [control] + [wheelIfMade, popUpIfMade].compactMap { $0 } }

  /// The index of the selected option, if any option is selected.
  var selectedIndex: Int? { options.firstIndex { $0.tag == selection } }

  /// The options as rows to draw, the selected one marked.
  var choices: [PickerChoice] {
    let selected = selectedIndex
    return options.enumerated().map { index, option in
      PickerChoice(index: index, title: option.displayTitle, isSelected: index == selected)
    }
  }

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
    let selected = selectedIndex
    let index = selected ?? UISegmentedControl.noSegment
    if control.selectedSegmentIndex != index { control.selectedSegmentIndex = index }
    if style == .wheel, index != UISegmentedControl.noSegment, wheel.selectedRow(inComponent: 0) != index {
      wheel.selectRow(index, inComponent: 0, animated: false)
    }
    if style == .menu { syncPopUp(selected: selected) }
    control.accessibilityLabel = node.children.first?.labelText
    wheelIfMade?.accessibilityLabel = control.accessibilityLabel
    popUpIfMade?.accessibilityLabel = control.accessibilityLabel
  }

  /// Gives the pop-up button a menu of the options, the selected one on, when they changed: the
  /// button titles itself with the item that is on. Choosing an item writes its tag.
  private func syncPopUp(selected: Int?) {
    if let source = popUpMenuSource, source.options == options, source.selected == selected { return }
    popUpMenuSource = (options, selected)
    let actions = options.enumerated().map { index, option in
      UIAction(title: option.displayTitle, state: index == selected ? .on : .off) { [weak self] _ in
        self?.selectOption(at: index)
      }
    }
    let button = popUp
    button.menu = UIMenu(title: "", options: .singleSelection, children: actions)
    if selected == nil { button.setTitle("", for: .normal) }
  }
}

/// One option as a face draws it: its title and whether it is the selection.
private struct PickerChoice: Identifiable, Equatable {
  var index: Int
  var title: String
  var isSelected: Bool
  var id: Int { index }
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
    return state.options[row].displayTitle
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

  /// The title, else the image's glyph: what a row or menu item shows.
  var displayTitle: String { title ?? image?.glyph ?? "" }

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

/// A picker's layout: the segmented control across the full width offered, one line high; the
/// wheel, five lines high; the pop-up button at its own size, or in a form at the trailing edge
/// after the label, across the full width; or the inline or navigation-link face (the third
/// child) at the size it wants.
@MainActor
private final class PickerLayout: LayoutState, NodeLayout {
  let container = UIView()
  let state: PickerState
  /// The gap between a menu picker's label and its button.
  private let spacing: CGFloat = 1
  private let labelStack = StackLayout(axis: .vertical, crossAlignment: 0)

  init(_ state: PickerState) {
    self.state = state
    container.addSubview(state.control)
  }

  /// Puts the view of the picker's current style in the container in place of the others.
  ///
  /// NB: Only the controls are swapped: the container also holds the label's, options' and
  /// face's views, which the graph manages.
  private func attachShownView() {
    let shown = state.shownView
    for view in state.madeViews where view !== shown && view.superview === container {
      view.removeFromSuperview()
    }
    if let shown, shown.superview !== container { container.insertSubview(shown, at: 0) }
  }

  /// The face the inline and navigation-link styles draw, when the picker has one.
  private func face(of node: ViewNode) -> ViewNode? {
    state.shownView == nil && node.children.count > 2 ? node.children[2] : nil
  }

  var hostView: UIView? { container }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    // NB: An option may change on its own, without the picker updating; its layout
    // invalidation reaches here, so the segments are brought up to date before measuring.
    state.sync(with: node)
    attachShownView()
    if let face = face(of: node) { return face.sizeThatFits(proposal) }
    guard let shown = state.shownView else { return .zero }
    let natural = shown.intrinsicContentSize
    guard state.style == .menu else {
      return CGSize(width: proposal.width ?? natural.width, height: natural.height)
    }
    guard state.showsLabel, !node.children.isEmpty else {
      return CGSize(width: proposal.width.map { min($0, natural.width) } ?? natural.width, height: natural.height)
    }
    let labelProposal = ProposedViewSize(
      width: proposal.width.map { max(0, $0 - natural.width - spacing) }, height: proposal.height)
    let labelSize = labelStack.sizeThatFits(labelProposal, children: node.children[0].layoutNodes)
    return CGSize(
      width: proposal.width.map { max($0, natural.width) } ?? labelSize.width + spacing + natural.width,
      height: max(natural.height, labelSize.height))
  }

  func placeContent(of node: ViewNode, in bounds: CGRect) {
    attachShownView()
    // NB: The label draws only beside a menu picker's button in a form; the options never.
    for (index, child) in node.children.prefix(2).enumerated() where index == 1 || !state.showsLabel {
      child.place(in: .zero, proposal: .zero)
    }
    if let face = face(of: node) {
      face.place(in: bounds, proposal: ProposedViewSize(width: bounds.width, height: bounds.height))
      return
    }
    guard let shown = state.shownView else { return }
    let natural = shown.intrinsicContentSize
    guard state.style == .menu else {
      shown.frame = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: natural.height)
      return
    }
    let width = min(bounds.width, natural.width)
    guard state.showsLabel, !node.children.isEmpty else {
      shown.frame = CGRect(x: bounds.minX, y: bounds.minY, width: width, height: natural.height)
      return
    }
    shown.frame = CGRect(x: bounds.maxX - width, y: bounds.minY, width: width, height: natural.height)
    let labels = node.children[0].layoutNodes
    let labelWidth = max(0, bounds.width - width - spacing)
    let labelSize = labelStack.sizeThatFits(ProposedViewSize(width: labelWidth, height: bounds.height), children: labels)
    labelStack.place(labels, in: CGRect(x: bounds.minX, y: bounds.minY, width: labelWidth, height: labelSize.height))
  }
}

// MARK: - Faces

/// The inline style's options: in a form or list one row each across the width, the selection
/// checked at the trailing edge; elsewhere one line each, the selection checked before it.
private struct PickerInlineFace: View {
  let choices: [PickerChoice]
  let inList: Bool
  let choose: @MainActor (Int) -> Void

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ForEach(choices) { choice in
        Button {
          choose(choice.index)
        } label: {
          if inList {
            HStack(spacing: 1) {
              Text(choice.title)
              Spacer(minLength: 0)
              Text(choice.isSelected ? "✓" : " ").foregroundStyle(.tint)
            }
          } else {
            Text((choice.isSelected ? "✓ " : "  ") + choice.title)
          }
        }
        .buttonStyle(PickerRowButtonStyle())
        .accessibilityAddTraits(choice.isSelected ? .isSelected : [])
      }
    }
  }
}

/// The navigation-link style's row, `Flavor      Vanilla ›`: a tap pushes the options as a list
/// onto the navigation stack; choosing one writes it and pops back.
private struct PickerNavigationLinkFace<Label: View>: View {
  let label: Label
  let title: String
  let choices: [PickerChoice]
  let stack: NavigationStackCoordinator?
  let choose: @MainActor (Int) -> Void

  var body: some View {
    Button {
      stack?.push(AnyView(PickerOptionsPage(title: title, choices: choices, choose: choose)))
    } label: {
      HStack(spacing: 1) {
        label
        Spacer(minLength: 0)
        Text(choices.first(where: \.isSelected)?.title ?? "").foregroundStyle(.secondary)
        Text("›").foregroundStyle(.secondary)
      }
    }
    .buttonStyle(PickerRowButtonStyle())
  }
}

/// The page a navigation-link picker pushes: its options as rows, the selection checked.
private struct PickerOptionsPage: View {
  let title: String
  let choices: [PickerChoice]
  let choose: @MainActor (Int) -> Void
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    List {
      PickerInlineFace(choices: choices, inList: true) { index in
        choose(index)
        dismiss()
      }
    }
    .navigationTitle(title)
  }
}

/// A row of an inline or navigation-link picker: the label as it is, across the row.
private struct PickerRowButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
  }
}
