import Foundation

/// The region a text view lays its text out in, with the settings apps read and set: the padding at each
/// end of a line (5 points, as on iOS), the size, a limit on the lines shown and the line break mode.
///
/// Lines wrap at word boundaries (inside a word only when it is longer than a line), or between any
/// characters with `.byCharWrapping`; with a limit on lines, the last one shown ends, starts or is cut in the
/// middle by an ellipsis in the truncating modes, as a `UILabel` with as many lines draws it, and the text
/// after it is cut without one in the others.
@preconcurrency @MainActor
open class NSTextContainer {
    /// The text view whose text this container lays out.
    weak var textView: UITextView?
    private var storedSize: CGSize

    /// A container of `size`.
    public init(size: CGSize) {
        storedSize = size
    }

    /// The container's size; in a text view whose width it tracks, the view's width less the horizontal
    /// insets, and an unlimited height. Non-finite or negative sizes are refused.
    open var size: CGSize {
        get {
            guard let textView, widthTracksTextView else { return storedSize }
            let inset = textView.textContainerInset
            let height = heightTracksTextView ? max(textView.bounds.height - inset.top - inset.bottom, 0)
                : CGFloat.greatestFiniteMagnitude
            return CGSize(width: max(textView.bounds.width - inset.left - inset.right, 0), height: height)
        }
        set {
            guard newValue.width >= 0, newValue.height >= 0, !newValue.width.isNaN, !newValue.height.isNaN else {
                uikitLog.error("NSTextContainer: refused the size \(newValue)")
                return
            }
            storedSize = newValue
            textView?.textLayoutChanged()
        }
    }

    /// The space left empty at each end of every line.
    open var lineFragmentPadding: CGFloat = 5 {
        didSet {
            if !lineFragmentPadding.isFinite || lineFragmentPadding < 0 { lineFragmentPadding = oldValue }
            textView?.textLayoutChanged()
        }
    }

    /// The most lines shown; 0 shows all.
    open var maximumNumberOfLines = 0 {
        didSet {
            if maximumNumberOfLines < 0 { maximumNumberOfLines = 0 }
            textView?.textLayoutChanged()
        }
    }

    /// How lines break, and how the last line shown ends when `maximumNumberOfLines` cuts the text.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping {
        didSet { textView?.textLayoutChanged() }
    }

    /// Whether the width follows the text view's.
    open var widthTracksTextView = true {
        didSet { textView?.textLayoutChanged() }
    }

    /// Whether the height follows the text view's.
    open var heightTracksTextView = false
}
