import Foundation

/// A control found in an alert's actions or a toolbar's items, which a UIKit alert or bar shows
/// in its own way rather than as a SwiftUI view.
@MainActor
enum ExtractedControl {
  case button(title: String, image: UIImage?, role: ButtonRole?, action: @MainActor () -> Void)
  case textField(placeholder: String, text: Binding<String>, isSecure: Bool)

  /// The buttons and text fields in `view`, in order: through tuples, groups, conditions,
  /// type erasure and modifiers, as a view builder makes them.
  static func controls(in view: any View) -> [ExtractedControl] {
    if let provider = view as? any ControlProviding { return provider.extractedControls() }
    if let erased = view as? AnyView { return controls(in: erased.storage) }
    if let modified = view as? any ModifiedView { return controls(in: modified.modifiedContent) }
    // NB: Tuples and enums have no fields to list without reflection; a view builder's content is
    // small, so `Mirror` is cheap enough here.
    var found: [ExtractedControl] = []
    for child in Mirror(reflecting: view).children {
      if let child = child.value as? any View { found += controls(in: child) } else {
        for element in Mirror(reflecting: child.value).children {
          if let element = element.value as? any View { found += controls(in: element) }
        }
      }
    }
    return found
  }

  /// The text a label view shows: its `Text`s, joined.
  static func text(of view: any View) -> String? {
    if let text = view as? Text { return text.string }
    if let erased = view as? AnyView { return text(of: erased.storage) }
    if let modified = view as? any ModifiedView { return text(of: modified.modifiedContent) }
    let parts = Mirror(reflecting: view).children.compactMap { child in
      (child.value as? any View).flatMap { text(of: $0) }
    }
    return parts.isEmpty ? nil : parts.joined(separator: " ")
  }

  /// The image a label view shows, if any.
  static func image(of view: any View) -> UIImage? {
    if let image = view as? Image { return image.uiImage }
    if let modified = view as? any ModifiedView { return self.image(of: modified.modifiedContent) }
    for child in Mirror(reflecting: view).children {
      if let child = child.value as? any View, let image = self.image(of: child) { return image }
    }
    return nil
  }
}

/// A view that is one of the controls alerts and bars show.
@MainActor
protocol ControlProviding {
  func extractedControls() -> [ExtractedControl]
}

/// A modified view, whose content the extraction looks through.
protocol ModifiedView {
  var modifiedContent: any View { get }
}

extension ModifiedContent: ModifiedView where Content: View {
  var modifiedContent: any View { content }
}

extension Button: ControlProviding {
  func extractedControls() -> [ExtractedControl] {
    [.button(
      title: ExtractedControl.text(of: label) ?? "", image: ExtractedControl.image(of: label), role: role,
      action: action)]
  }
}

extension TextField: ControlProviding {
  func extractedControls() -> [ExtractedControl] {
    [.textField(placeholder: prompt?.string ?? ExtractedControl.text(of: label) ?? "", text: input.textBinding, isSecure: false)]
  }
}

extension SecureField: ControlProviding {
  func extractedControls() -> [ExtractedControl] {
    [.textField(placeholder: prompt?.string ?? ExtractedControl.text(of: label) ?? "", text: text, isSecure: true)]
  }
}
