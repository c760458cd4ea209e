import Foundation

extension UITableView {
    /// The identifier of the header and footer views the table makes for titles.
    static let titleHeaderFooterIdentifier = "UITableViewTitleHeaderFooter"

    /// Shows the headers and footers of the sections in view and retires the others. A view of the delegate's
    /// whose height is `automaticDimension` is measured through Auto Layout when it comes into view; returns
    /// whether a measured height changed the geometry.
    func showHeadersAndFooters(_ geometry: inout TableGeometry, in visible: CGRect) -> Bool {
        let sections = geometry.sections(from: visible.minY, to: visible.maxY).map { Set($0) } ?? []
        for (section, view) in shownHeaders where !sections.contains(section) || geometry.sections[section].header == 0 {
            retireHeaderFooter(view, section: section, header: true)
        }
        for (section, view) in shownFooters where !sections.contains(section) || geometry.sections[section].footer == 0 {
            retireHeaderFooter(view, section: section, header: false)
        }
        var changed = false
        for section in sections.sorted() {
            let header = geometry.span(ofHeader: section)
            if header.height > 0, shownHeaders[section] == nil, style == .plain || header.y < visible.maxY && header.y + header.height > visible.minY,
               let view = makeHeaderFooter(section: section, header: true) {
                shownHeaders[section] = view
                if let height = selfSizedHeight(of: view, section: section, header: true), height != header.height {
                    geometry.setHeader(height, footer: geometry.sections[section].footer, ofSection: section)
                    changed = true
                }
            }
            let footer = geometry.span(ofFooter: section)
            if footer.height > 0, shownFooters[section] == nil, footer.y < visible.maxY, footer.y + footer.height > visible.minY,
               let view = makeHeaderFooter(section: section, header: false) {
                shownFooters[section] = view
                if let height = selfSizedHeight(of: view, section: section, header: false), height != footer.height {
                    geometry.setHeader(geometry.sections[section].header, footer: height, ofSection: section)
                    changed = true
                }
            }
        }
        return changed
    }

    /// The height of a header or footer shown for the first time, when its height is `automaticDimension`:
    /// a title's, or what a view of the delegate's measures at the row width (a header-footer view's content
    /// configuration, else its constraints); `nil` when nothing measures it, keeping the estimate.
    private func selfSizedHeight(of view: UIView, section: Int, header: Bool) -> CGFloat? {
        let asked = header ? tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
                           : tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        guard asked == Self.automaticDimension else { return nil }
        let height: CGFloat
        if let reusable = view as? UITableViewHeaderFooterView {
            if reusable.reuseIdentifier == Self.titleHeaderFooterIdentifier {
                return defaultHeight(ofSection: section, header: header, titled: true)
            }
            guard let fitted = reusable.fittingHeight(width: rowWidth) else { return nil }
            height = fitted
        } else {
            guard view.hasConstraintsAffectingHeight else { return nil }
            height = view.systemLayoutSizeFitting(CGSize(width: rowWidth, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel).height
        }
        return height.isFinite && height >= 0 ? height.rounded(.up) : nil
    }

    /// The delegate's header or footer view for `section`, else one showing the data source's title.
    private func makeHeaderFooter(section: Int, header: Bool) -> UIView? {
        let custom = header ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
                            : tableDelegate?.tableView(self, viewForFooterInSection: section)
        var view = custom
        if view == nil, let title = header ? dataSource?.tableView(self, titleForHeaderInSection: section)
                                           : dataSource?.tableView(self, titleForFooterInSection: section) {
            let titled = dequeueReusableHeaderFooterView(withIdentifier: Self.titleHeaderFooterIdentifier)
                ?? UITableViewHeaderFooterView(reuseIdentifier: Self.titleHeaderFooterIdentifier)
            titled.isHeader = header
            titled.tableStyle = style
            titled.textLabel?.text = title
            view = titled
        }
        guard let view else { return nil }
        view.isHidden = false
        if view.superview !== self { addSubview(view) } else { bringSubviewToFront(view) }
        if header {
            tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
        } else {
            tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
        }
        return view
    }

    /// Takes a header or footer off screen, into the pool if it has a reuse identifier.
    func retireHeaderFooter(_ view: UIView, section: Int, header: Bool) {
        if header {
            shownHeaders[section] = nil
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        } else {
            shownFooters[section] = nil
            tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        }
        if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
            reusable.isHidden = true
            headerFooterQueue.enqueue(reusable, identifier: identifier)
        } else {
            view.removeFromSuperview()
        }
    }

    /// Places the headers and footers; in a plain table a section's header sticks to the top of the view
    /// while its section scrolls under it, and is pushed up by the next one.
    func placeHeadersAndFooters(_ geometry: TableGeometry) {
        let top = bounds.minY + adjustedContentInset.top
        // A drop gap or placeholder moves the footer of its section and the sections below it down with their
        // rows; a closed row moves those of its own section up.
        var gaps = dropPlaceholders.map { (section: $0.indexPath.section, height: $0.height) }
        if let dropGap { gaps.append((dropGap.indexPath.section, dropGap.height)) }
        let closedSection = closedRow?.indexPath.section ?? Int.max
        let closed = closedRow?.height ?? 0
        /// How far the footer of `section` (and, for the sections after it, their headers) moves.
        func shift(footerOf section: Int) -> CGFloat {
            gaps.reduce(0) { $0 + ($1.section <= section ? $1.height : 0) } - (section >= closedSection ? closed : 0)
        }
        for (section, view) in shownHeaders where section < geometry.sections.count {
            var span = geometry.span(ofHeader: section)
            span.y += shift(footerOf: section - 1)
            if style == .plain {
                let sectionEnd = geometry.span(ofFooter: section).y + shift(footerOf: section)
                span.y = min(max(span.y, top), max(sectionEnd - span.height, span.y))
            }
            view.frame = CGRect(x: sectionInset, y: span.y, width: rowWidth, height: span.height)
        }
        for (section, view) in shownFooters where section < geometry.sections.count {
            let span = geometry.span(ofFooter: section)
            view.frame = CGRect(x: sectionInset, y: span.y + shift(footerOf: section), width: rowWidth, height: span.height)
        }
    }
}
