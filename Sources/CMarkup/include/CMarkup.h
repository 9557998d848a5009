#ifndef PIXSCOUT_CMARKUP_H
#define PIXSCOUT_CMARKUP_H

// XML and HTML read through libxml2, Markdown through cmark (CommonMark's reference), both
// opened on first use (MarkupLoader.c). XML is read with no network, no DTD loaded and no
// entity substituted (a reference to one is kept as it is written, "&name;"); HTML as a
// browser reads it, errors recovered. Plain C types only; a node is valid while its document is.
#include <stddef.h>

typedef enum {
    PIXSCOUT_MARKUP_OK = 0,
    /// libxml2 (or cmark) is not installed, or lacks a function Pixscout needs.
    PIXSCOUT_MARKUP_UNAVAILABLE,
    /// Not well-formed XML.
    PIXSCOUT_MARKUP_MALFORMED,
} PixscoutMarkupResult;

typedef enum {
    PIXSCOUT_MARKUP_ELEMENT = 0,
    /// Text or CDATA.
    PIXSCOUT_MARKUP_TEXT,
    /// A reference to an entity the document declares, left unexpanded.
    PIXSCOUT_MARKUP_ENTITY_REFERENCE,
    /// A comment, a processing instruction, anything else.
    PIXSCOUT_MARKUP_OTHER,
} PixscoutMarkupKind;

typedef struct PixscoutMarkupDocument PixscoutMarkupDocument;
typedef struct PixscoutMarkupNode PixscoutMarkupNode;
typedef struct PixscoutMarkupAttribute PixscoutMarkupAttribute;

PixscoutMarkupResult pixscout_markup_parse_xml(const void *bytes, size_t count, PixscoutMarkupDocument **document);
PixscoutMarkupResult pixscout_markup_parse_html(const void *bytes, size_t count, PixscoutMarkupDocument **document);
void pixscout_markup_free_document(PixscoutMarkupDocument *document);

/// The root element; NULL for a document with none.
PixscoutMarkupNode *pixscout_markup_root(PixscoutMarkupDocument *document);
PixscoutMarkupNode *pixscout_markup_first_child(PixscoutMarkupNode *node);
PixscoutMarkupNode *pixscout_markup_next_sibling(PixscoutMarkupNode *node);
PixscoutMarkupNode *pixscout_markup_parent(PixscoutMarkupNode *node);
PixscoutMarkupKind pixscout_markup_kind(PixscoutMarkupNode *node);
/// An element's local name, or an entity reference's entity.
const char *pixscout_markup_name(PixscoutMarkupNode *node);
/// An element's namespace URI; NULL for none.
const char *pixscout_markup_namespace(PixscoutMarkupNode *node);
/// A text node's text.
const char *pixscout_markup_text(PixscoutMarkupNode *node);

PixscoutMarkupAttribute *pixscout_markup_first_attribute(PixscoutMarkupNode *node);
PixscoutMarkupAttribute *pixscout_markup_next_attribute(PixscoutMarkupAttribute *attribute);
const char *pixscout_markup_attribute_name(PixscoutMarkupAttribute *attribute);
const char *pixscout_markup_attribute_namespace(PixscoutMarkupAttribute *attribute);
/// The attribute's value, references to declared entities kept as written; free it with
/// pixscout_markup_free_string.
char *pixscout_markup_attribute_value(PixscoutMarkupAttribute *attribute);

/// A new element, last child of `parent` (or after `sibling` when given, or before `before`),
/// in the namespace `uri` with the prefix the document already binds to it (or `prefix`,
/// declared on the element when none is bound); NULL when it could not be made.
PixscoutMarkupNode *pixscout_markup_add_element(PixscoutMarkupNode *parent, PixscoutMarkupNode *before,
    const char *uri, const char *prefix, const char *name);
/// Adds text as the last child of `element`.
int pixscout_markup_add_text(PixscoutMarkupNode *element, const char *text);
/// Sets an attribute, in the namespace `uri` (NULL for none) with the prefix bound to it or `prefix`.
int pixscout_markup_set_attribute(PixscoutMarkupNode *element, const char *uri, const char *prefix,
    const char *name, const char *value);
/// A copy of `node` and everything in it, placed last in `parent`.
PixscoutMarkupNode *pixscout_markup_copy_into(PixscoutMarkupNode *node, PixscoutMarkupNode *parent);
/// Takes `node` out of its document and frees it.
void pixscout_markup_remove(PixscoutMarkupNode *node);
/// The document as UTF-8 XML with its declaration (or, parsed as HTML, as HTML); free it with
/// pixscout_markup_free_string.
char *pixscout_markup_serialize(PixscoutMarkupDocument *document, size_t *count);

/// CommonMark as HTML, raw HTML kept (it is read, never shown); free it with pixscout_markup_free_string.
/// NULL when cmark is not installed.
char *pixscout_markdown_to_html(const char *text, size_t count);
void pixscout_markup_free_string(char *string);

#endif
