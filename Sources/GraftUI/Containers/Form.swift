import Foundation

/// A container for grouping controls used for data entry, such as in settings or inspectors,
/// drawn as iOS draws it: a grouped list that scrolls.
///
/// ```swift
/// Form {
///   Section("Profile") {
///     TextField("Name", text: $name)
///     Toggle("Public", isOn: $isPublic)
///   }
///   Section {
///     Picker("Theme", selection: $theme) {
///       Text("Light").tag(Theme.light)
///       Text("Dark").tag(Theme.dark)
///     }
///   } footer: {
///     Text("Applies to every window.")
///   }
/// }
/// ```
///
/// Each view is a row across the form's full width, so a toggle's or picker's label sits at
/// the leading edge and its control at the trailing edge. Each `Section` draws its header dim
/// and uppercase, its rows, its footer dim, then a blank line.
public struct Form<Content: View>: View {
  package let content: Content

  /// Creates a form with the provided content.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// The form's rows in a scroll view, drawn as a grouped list.
  public var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading, spacing: 0) { content }
    }
    .environment(\.listContext, .grouped)
  }
}

/// The appearance and behavior of a form.
public protocol FormStyle {}

/// The default form style: in a terminal, the grouped style.
public struct AutomaticFormStyle: FormStyle {
  /// Creates a default form style.
  public init() {}
}

/// A form style with grouped rows.
public struct GroupedFormStyle: FormStyle {
  /// Creates a form style with grouped rows.
  public init() {}
}

/// A non-scrolling form style with a trailing aligned column of labels next to a leading
/// aligned column of values: in a terminal, drawn as the grouped style.
public struct ColumnsFormStyle: FormStyle {
  /// Creates a form style with columns.
  public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
  /// The default form style.
  public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
  /// A form style with grouped rows.
  public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
  /// A form style with a column of labels beside a column of values.
  public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
  /// Sets the style for forms in a view hierarchy.
  ///
  /// Every style draws grouped in a terminal, so the style is accepted and changes nothing.
  public func formStyle<S: FormStyle>(_ style: S) -> some View {
    self
  }
}
