/// What `rmfeed help character|episode|location` says about where a detail comes from.
enum DetailHelp {
    static let discussion = """
    The item and its links come from the API and are then cached, so they are there offline; \
    when the API cannot be reached, a cache less than 7 days old stands in, with as many of the \
    links as it holds. With --prefer cache, a valid cache is shown without asking the API when it \
    holds the item and every link. Links to ids the API does not know are left out. \
    An id the API does not know: "Not found" on standard error, exit 1.
    """
}
