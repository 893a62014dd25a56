import Foundation

private struct LabelsHiddenKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// Whether the controls below hide their labels, from `labelsHidden()`.
  package var labelsHidden: Bool {
    get { self[LabelsHiddenKey.self] }
    set { self[LabelsHiddenKey.self] = newValue }
  }
}

extension View {
  /// Hides the labels of the controls in this view, leaving each control alone at its own size.
  ///
  /// The label still names the control for accessibility.
  ///
  /// ```swift
  /// DatePicker("Due", selection: $due, displayedComponents: .date)
  ///   .labelsHidden()
  /// ```
  public func labelsHidden() -> some View {
    environment(\.labelsHidden, true)
  }
}

extension ViewNode {
  /// Updates a labelled control's label, its child 0: kept but not drawn when the environment
  /// hides labels.
  package func updateControlLabel<Label: View>(_ label: Label, environment: EnvironmentValues) {
    if let layout = layout as? LabeledControlLayout, layout.hidesLabel != environment.labelsHidden {
      layout.hidesLabel = environment.labelsHidden
    }
    if environment.labelsHidden {
      updateChild(at: 0, with: HiddenContent(label), environment: environment)
    } else {
      updateChild(at: 0, with: label, environment: environment)
    }
  }
}
