import Foundation

/// A container view that you can use to add hierarchy within certain views: a `Form` or a
/// `List` draws its header and footer, and a stack shows its content with the header above it
/// and the footer below.
///
/// ```swift
/// Form {
///   Section {
///     Toggle("Notifications", isOn: $notify)
///   } header: {
///     Text("General")
///   } footer: {
///     Text("Sent once a day.")
///   }
/// }
/// ```
///
/// In a form or a grouped list (the default style) the header draws dim and uppercase, as iOS
/// draws a grouped list's headers, the footer dim, and a blank line follows the section; in a
/// plain list the header draws dim in its own case.
public struct Section<Parent: View, Content: View, Footer: View>: View {
  package let header: Parent
  package let content: Content
  package let footer: Footer
  package let isExpanded: Binding<Bool>?
  @Environment(\.listContext) private var context

  package init(header: Parent, content: Content, footer: Footer, isExpanded: Binding<Bool>? = nil) {
    self.header = header
    self.content = content
    self.footer = footer
    self.isExpanded = isExpanded
  }

  /// Creates a section with a header, a footer, and the provided section content.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
  ) {
    self.init(header: header(), content: content(), footer: footer())
  }

  /// Creates a section with the provided section content, header and footer.
  @available(*, deprecated, message: "Use init(content:header:footer:)")
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: header, content: content(), footer: footer)
  }

  /// The section's views: a view builder's content and the header and footer around it.
  public var body: some View {
    let expanded = isExpanded?.wrappedValue ?? true
    VStack(alignment: .leading, spacing: 0) {
      if Parent.self != EmptyView.self {
        switch context {
        case .none: header
        case .plain, .sidebar: header.foregroundStyle(.secondary)
        case .grouped: header.foregroundStyle(.secondary).textCase(.uppercase)
        }
      }
      if expanded {
        // NB: A lazy stack fills the row's width, so trailing controls reach the list's edge.
        LazyVStack(alignment: .leading, spacing: 0) { content }
        if Footer.self != EmptyView.self {
          footer.foregroundStyle(.secondary)
        }
      }
      if context == .grouped || context == .sidebar {
        Spacer(minLength: 1).frame(height: 1)
      }
    }
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// Creates a section with the provided section content.
  public init(@ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), content: content(), footer: EmptyView())
  }
}

extension Section where Footer == EmptyView {
  /// Creates a section with a header and the provided section content.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(header: header(), content: content(), footer: EmptyView())
  }

  /// Creates a section with the provided section content and header.
  @available(*, deprecated, message: "Use init(content:header:)")
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(header: header, content: content(), footer: EmptyView())
  }

  /// Creates a section with a header, the provided section content, and a binding that says
  /// whether the content shows.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent
  ) {
    self.init(header: header(), content: content(), footer: EmptyView(), isExpanded: isExpanded)
  }
}

extension Section where Parent == EmptyView {
  /// Creates a section with a footer and the provided section content.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(header: EmptyView(), content: content(), footer: footer())
  }

  /// Creates a section with the provided section content and footer.
  @available(*, deprecated, message: "Use init(content:footer:)")
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), content: content(), footer: footer)
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// Creates a section with the provided section content and a header made from a localized
  /// string key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(header: Text(titleKey), content: content(), footer: EmptyView())
  }

  /// Creates a section with the provided section content and a header made from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(header: Text(title), content: content(), footer: EmptyView())
  }

  /// Creates a section with a header made from a localized string key, and a binding that says
  /// whether the content shows.
  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(header: Text(titleKey), content: content(), footer: EmptyView(), isExpanded: isExpanded)
  }

  /// Creates a section with a header made from a string, and a binding that says whether the
  /// content shows.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(header: Text(title), content: content(), footer: EmptyView(), isExpanded: isExpanded)
  }
}
