/// How a section scrolls across the layout's direction. Graft keeps the value and draws such a
/// section unscrolled, its groups side by side from the leading edge.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}
