import Foundation

/// A placeholder menu element that provides its elements when the menu opens.
///
/// ```swift
/// UIDeferredMenuElement { completion in
///   store.loadRecents { items in completion(items.map(makeAction)) }
/// }
/// ```
///
/// Until the provider completes, the menu shows a "Loading…" item in its place. A cached element
/// asks its provider once; an ``uncached(_:)`` one each time the menu opens.
@MainActor @preconcurrency
open class UIDeferredMenuElement: UIMenuElement {
  /// The closure a deferred element calls to get its elements; it calls the completion handler
  /// with them, now or later.
  public typealias Provider = @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void

  private let provider: Provider
  private let caches: Bool
  /// The elements the provider gave, once it has, for a cached element.
  private var cachedElements: [UIMenuElement]?

  /// Creates a deferred element whose provider runs the first time a menu containing it opens.
  public init(_ elementProvider: @escaping Provider) {
    provider = elementProvider
    caches = true
    super.init(title: "", subtitle: nil, image: nil)
  }

  private init(uncachedProvider: @escaping Provider) {
    provider = uncachedProvider
    caches = false
    super.init(title: "", subtitle: nil, image: nil)
  }

  /// Creates a deferred element whose provider runs each time a menu containing it opens.
  open class func uncached(_ elementProvider: @escaping Provider) -> UIDeferredMenuElement {
    UIDeferredMenuElement(uncachedProvider: elementProvider)
  }

  /// Asks for the elements, calling `update` with them when the provider completes (at once for
  /// a cached element that has them); returns them when they are known now.
  package func resolve(_ update: @escaping @MainActor ([UIMenuElement]) -> Void) -> [UIMenuElement]? {
    if let cachedElements { return cachedElements }
    let resolution = Resolution()
    provider { [weak self] elements in
      guard let self else { return }
      if caches { cachedElements = elements }
      if resolution.hasReturned { update(elements) } else { resolution.elements = elements }
    }
    resolution.hasReturned = true
    return resolution.elements
  }
}

/// What one request to a provider has found: the elements it gave before `resolve` returned.
@MainActor
private final class Resolution {
  var hasReturned = false
  var elements: [UIMenuElement]?
}
