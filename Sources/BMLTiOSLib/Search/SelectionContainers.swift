/// A format with its selection in a search (``BMLTiOSLibSearchCriteria/formats``).
@MainActor
public final class BMLTiOSLibFormatContainer {
    public var item: BMLTiOSLibFormatNode
    public var selection: BMLTiOSLibSearchCriteria.SelectionState
    public var extraData: AnyObject?

    public init(item: BMLTiOSLibFormatNode, selection: BMLTiOSLibSearchCriteria.SelectionState, extraData: AnyObject?) {
        self.item = item
        self.selection = selection
        self.extraData = extraData
    }
}

/// A service body with its selection in a search (``BMLTiOSLibSearchCriteria/serviceBodies``).
@MainActor
public final class BMLTiOSLibServiceBodyContainer {
    public var item: BMLTiOSLibHierarchicalServiceBodyNode
    public var selection: BMLTiOSLibSearchCriteria.SelectionState
    public var extraData: AnyObject?

    public init(
        item: BMLTiOSLibHierarchicalServiceBodyNode,
        selection: BMLTiOSLibSearchCriteria.SelectionState,
        extraData: AnyObject?
    ) {
        self.item = item
        self.selection = selection
        self.extraData = extraData
    }
}
