import Foundation

/// A control used to select a color from the system color picker UI, backed by a
/// `UIColorWell`.
///
/// ```swift
/// @State private var bgColor = Color(.sRGB, red: 0.98, green: 0.9, blue: 0.2)
///
/// var body: some View {
///   ColorPicker("Alignment Guides", selection: $bgColor)
/// }
/// ```
///
/// As a toggle does, the picker takes the full width it is offered, its label leading and the
/// well, `[■]`, trailing. Choosing a colour from the well's menu of system colours writes the
/// binding; a change to the bound colour moves the well without sending it any event.
public struct ColorPicker<Label: View>: View {
  package let selection: Binding<Color>
  package let supportsOpacity: Bool
  package let label: Label

  /// Creates an instance that selects a colour, with a custom label.
  public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
    self.selection = selection
    self.supportsOpacity = supportsOpacity
    self.label = label()
  }

  /// Creates an instance that selects a Core Graphics colour, with a custom label.
  public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
    self.init(
      selection: Binding(
        get: { Color(uiColor: UIColor(cgColor: selection.wrappedValue)) },
        set: { selection.wrappedValue = $0.uiColor.cgColor }),
      supportsOpacity: supportsOpacity, label: label)
  }
}

extension ColorPicker where Label == Text {
  /// Creates a colour picker with a text label generated from a title string key.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }

  /// Creates a colour picker with a text label generated from a title string.
  public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }

  /// Creates a Core Graphics colour picker with a text label generated from a title string key.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }

  /// Creates a Core Graphics colour picker with a text label generated from a title string.
  public init<S: StringProtocol>(_ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
}

extension ColorPicker: PrimitiveView {
  package func update(_ node: ViewNode) {
    let state = node.primitiveState as? ColorPickerState ?? {
      let state = ColorPickerState()
      node.primitiveState = state
      node.layout = LabeledControlLayout(control: state.well)
      return state
    }()
    state.selection = selection
    let environment = node.environment
    node.updateChild(at: 0, with: label, environment: environment)
    let well = state.well
    let color = selection.currentValue(for: node).uiColor
    // NB: Compare first: pushing the value must never look like the user's choice.
    if well.selectedColor != color { well.selectedColor = color }
    well.supportsAlpha = supportsOpacity
    well.isEnabled = environment.isEnabled
    well.title = node.children.first?.labelText
    well.accessibilityLabel = node.children.first?.labelText
  }
}

/// What a colour picker node keeps: its well and the latest binding, which the well's choice
/// writes.
@MainActor
private final class ColorPickerState {
  let well = UIColorWell()
  var selection: Binding<Color>?

  init() {
    well.addAction(
      UIAction { [weak self] _ in
        guard let self, let selection, let color = well.selectedColor else { return }
        Update.outside { selection.wrappedValue = Color(uiColor: color) }
      }, for: .valueChanged)
  }
}
