public import Foundation

/// The index paths of table and collection views: a section, then a row (tables) or an item
/// (collection views) within it, as UIKit adds them to Foundation's `IndexPath`.
extension IndexPath {
  /// Creates an index path for the row `row` of the section `section`.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// Creates an index path for the item `item` of the section `section`.
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The section this index path names: its first index.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The row within the section: its second index.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The item within the section: its second index.
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
