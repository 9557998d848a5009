// libxml2 and cmark are opened when a document is first read, not linked: start-up would load
// them for nothing. The structures are libxml2 2.9's (libxml/tree.h, from libxml2-dev); the
// functions are looked up by name. Debian 12 has libxml2 2.9.14 and cmark 0.30.2.
#include "CMarkup.h"
#include <dlfcn.h>
#include <libxml/HTMLparser.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <limits.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

struct PixscoutMarkupDocument {
    xmlDocPtr document;
    int is_html;
};

static struct {
    void (*init_parser)(void);
    xmlDocPtr (*read_memory)(const char *, int, const char *, const char *, int);
    htmlDocPtr (*html_read_memory)(const char *, int, const char *, const char *, int);
    void (*free_doc)(xmlDocPtr);
    xmlNodePtr (*root_element)(const xmlDoc *);
    xmlNsPtr (*search_ns_by_href)(xmlDocPtr, xmlNodePtr, const xmlChar *);
    xmlNsPtr (*new_ns)(xmlNodePtr, const xmlChar *, const xmlChar *);
    xmlNodePtr (*new_doc_node)(xmlDocPtr, xmlNsPtr, const xmlChar *, const xmlChar *);
    xmlNodePtr (*new_doc_text)(const xmlDoc *, const xmlChar *);
    xmlNodePtr (*add_child)(xmlNodePtr, xmlNodePtr);
    xmlNodePtr (*add_prev_sibling)(xmlNodePtr, xmlNodePtr);
    xmlAttrPtr (*set_ns_prop)(xmlNodePtr, xmlNsPtr, const xmlChar *, const xmlChar *);
    xmlNodePtr (*doc_copy_node)(xmlNodePtr, xmlDocPtr, int);
    void (*unlink_node)(xmlNodePtr);
    void (*free_node)(xmlNodePtr);
    void (*dump_memory)(xmlDocPtr, xmlChar **, int *, const char *);
    void (*html_dump_memory)(xmlDocPtr, xmlChar **, int *, int);
    xmlFreeFunc *free;
} xml;

static char *(*markdown_to_html)(const char *, size_t, int);

static int xml_ready, markdown_ready;
static pthread_once_t xml_once = PTHREAD_ONCE_INIT, markdown_once = PTHREAD_ONCE_INIT;

static void open_libxml2(void) {
    void *library = dlopen("libxml2.so.2", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return;
    int found = 1;
#define LOAD(field, name) if ((*(void **)&xml.field = dlsym(library, name)) == NULL) found = 0
    LOAD(init_parser, "xmlInitParser");
    LOAD(read_memory, "xmlReadMemory");
    LOAD(html_read_memory, "htmlReadMemory");
    LOAD(free_doc, "xmlFreeDoc");
    LOAD(root_element, "xmlDocGetRootElement");
    LOAD(search_ns_by_href, "xmlSearchNsByHref");
    LOAD(new_ns, "xmlNewNs");
    LOAD(new_doc_node, "xmlNewDocNode");
    LOAD(new_doc_text, "xmlNewDocText");
    LOAD(add_child, "xmlAddChild");
    LOAD(add_prev_sibling, "xmlAddPrevSibling");
    LOAD(set_ns_prop, "xmlSetNsProp");
    LOAD(doc_copy_node, "xmlDocCopyNode");
    LOAD(unlink_node, "xmlUnlinkNode");
    LOAD(free_node, "xmlFreeNode");
    LOAD(dump_memory, "xmlDocDumpMemoryEnc");
    LOAD(html_dump_memory, "htmlDocDumpMemoryFormat");
    LOAD(free, "xmlFree");
#undef LOAD
    if (!found) return;
    xml.init_parser();
    xml_ready = 1;
}

static void open_cmark(void) {
    void *library = dlopen("libcmark.so.0.30.2", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return;
    *(void **)&markdown_to_html = dlsym(library, "cmark_markdown_to_html");
    markdown_ready = markdown_to_html != NULL;
}

/// No network, no DTD loaded, no entity substituted, no default attribute from a DTD, nothing
/// printed: what a document's metadata is read with.
enum { XML_OPTIONS = XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING | XML_PARSE_NOCDATA };
enum { HTML_OPTIONS = HTML_PARSE_NONET | HTML_PARSE_RECOVER | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING };

static PixscoutMarkupResult wrap(xmlDocPtr parsed, PixscoutMarkupDocument **document) {
    *document = NULL;
    if (parsed == NULL) return PIXSCOUT_MARKUP_MALFORMED;
    *document = calloc(1, sizeof **document);
    if (*document == NULL) {
        xml.free_doc(parsed);
        return PIXSCOUT_MARKUP_MALFORMED;
    }
    (*document)->document = parsed;
    return PIXSCOUT_MARKUP_OK;
}

PixscoutMarkupResult pixscout_markup_parse_xml(const void *bytes, size_t count, PixscoutMarkupDocument **document) {
    pthread_once(&xml_once, open_libxml2);
    *document = NULL;
    if (!xml_ready) return PIXSCOUT_MARKUP_UNAVAILABLE;
    if (count > INT_MAX) return PIXSCOUT_MARKUP_MALFORMED;
    return wrap(xml.read_memory(bytes, (int)count, NULL, NULL, XML_OPTIONS), document);
}

PixscoutMarkupResult pixscout_markup_parse_html(const void *bytes, size_t count, PixscoutMarkupDocument **document) {
    pthread_once(&xml_once, open_libxml2);
    *document = NULL;
    if (!xml_ready) return PIXSCOUT_MARKUP_UNAVAILABLE;
    if (count > INT_MAX) return PIXSCOUT_MARKUP_MALFORMED;
    // An empty page is a page with nothing in it, which libxml2 would refuse.
    static const char empty[] = "<html></html>";
    if (count == 0) {
        PixscoutMarkupResult result = wrap(xml.html_read_memory(empty, sizeof empty - 1, NULL, "UTF-8", HTML_OPTIONS),
            document);
        if (*document != NULL) (*document)->is_html = 1;
        return result;
    }
    PixscoutMarkupResult result = wrap(xml.html_read_memory(bytes, (int)count, NULL, NULL, HTML_OPTIONS), document);
    if (*document != NULL) (*document)->is_html = 1;
    return result;
}

void pixscout_markup_free_document(PixscoutMarkupDocument *document) {
    if (document == NULL) return;
    xml.free_doc(document->document);
    free(document);
}

#define NODE(pointer) ((xmlNodePtr)(pointer))
#define ATTRIBUTE(pointer) ((xmlAttrPtr)(pointer))

PixscoutMarkupNode *pixscout_markup_root(PixscoutMarkupDocument *document) {
    return (PixscoutMarkupNode *)xml.root_element(document->document);
}

PixscoutMarkupNode *pixscout_markup_first_child(PixscoutMarkupNode *node) {
    // An entity reference's children are its entity's: not the document's own.
    return NODE(node)->type == XML_ENTITY_REF_NODE ? NULL : (PixscoutMarkupNode *)NODE(node)->children;
}

PixscoutMarkupNode *pixscout_markup_next_sibling(PixscoutMarkupNode *node) {
    return (PixscoutMarkupNode *)NODE(node)->next;
}

PixscoutMarkupNode *pixscout_markup_parent(PixscoutMarkupNode *node) {
    xmlNodePtr parent = NODE(node)->parent;
    return parent != NULL && parent->type == XML_ELEMENT_NODE ? (PixscoutMarkupNode *)parent : NULL;
}

PixscoutMarkupKind pixscout_markup_kind(PixscoutMarkupNode *node) {
    switch (NODE(node)->type) {
    case XML_ELEMENT_NODE: return PIXSCOUT_MARKUP_ELEMENT;
    case XML_TEXT_NODE:
    case XML_CDATA_SECTION_NODE: return PIXSCOUT_MARKUP_TEXT;
    case XML_ENTITY_REF_NODE: return PIXSCOUT_MARKUP_ENTITY_REFERENCE;
    default: return PIXSCOUT_MARKUP_OTHER;
    }
}

const char *pixscout_markup_name(PixscoutMarkupNode *node) {
    return NODE(node)->name != NULL ? (const char *)NODE(node)->name : "";
}

const char *pixscout_markup_namespace(PixscoutMarkupNode *node) {
    xmlNodePtr element = NODE(node);
    return element->type == XML_ELEMENT_NODE && element->ns != NULL ? (const char *)element->ns->href : NULL;
}

const char *pixscout_markup_text(PixscoutMarkupNode *node) {
    return NODE(node)->content != NULL ? (const char *)NODE(node)->content : "";
}

PixscoutMarkupAttribute *pixscout_markup_first_attribute(PixscoutMarkupNode *node) {
    return NODE(node)->type == XML_ELEMENT_NODE ? (PixscoutMarkupAttribute *)NODE(node)->properties : NULL;
}

PixscoutMarkupAttribute *pixscout_markup_next_attribute(PixscoutMarkupAttribute *attribute) {
    return (PixscoutMarkupAttribute *)ATTRIBUTE(attribute)->next;
}

const char *pixscout_markup_attribute_name(PixscoutMarkupAttribute *attribute) {
    return ATTRIBUTE(attribute)->name != NULL ? (const char *)ATTRIBUTE(attribute)->name : "";
}

const char *pixscout_markup_attribute_namespace(PixscoutMarkupAttribute *attribute) {
    return ATTRIBUTE(attribute)->ns != NULL ? (const char *)ATTRIBUTE(attribute)->ns->href : NULL;
}

/// Appends `text` to the growing `buffer`; 0 when memory ran out.
static int append(char **buffer, size_t *length, size_t *capacity, const char *text) {
    size_t more = strlen(text);
    if (*length + more + 1 > *capacity) {
        size_t wanted = (*length + more + 1) * 2;
        char *grown = realloc(*buffer, wanted);
        if (grown == NULL) return 0;
        *buffer = grown;
        *capacity = wanted;
    }
    memcpy(*buffer + *length, text, more + 1);
    *length += more;
    return 1;
}

char *pixscout_markup_attribute_value(PixscoutMarkupAttribute *attribute) {
    size_t length = 0, capacity = 64;
    char *value = malloc(capacity);
    if (value == NULL) return NULL;
    value[0] = '\0';
    for (xmlNodePtr part = ATTRIBUTE(attribute)->children; part != NULL; part = part->next) {
        int fits = 1;
        if (part->type == XML_ENTITY_REF_NODE) {
            fits = append(&value, &length, &capacity, "&") && append(&value, &length, &capacity,
                (const char *)part->name) && append(&value, &length, &capacity, ";");
        } else if (part->content != NULL) {
            fits = append(&value, &length, &capacity, (const char *)part->content);
        }
        if (!fits) {
            free(value);
            return NULL;
        }
    }
    return value;
}

/// The namespace `uri` as seen from `node`: the prefix bound to it, else `prefix` declared on `node`.
static xmlNsPtr namespace_for(xmlNodePtr node, const char *uri, const char *prefix) {
    if (uri == NULL) return NULL;
    xmlNsPtr found = xml.search_ns_by_href(node->doc, node, (const xmlChar *)uri);
    return found != NULL ? found : xml.new_ns(node, (const xmlChar *)uri, (const xmlChar *)prefix);
}

PixscoutMarkupNode *pixscout_markup_add_element(PixscoutMarkupNode *parent, PixscoutMarkupNode *before,
    const char *uri, const char *prefix, const char *name) {
    xmlNodePtr made = xml.new_doc_node(NODE(parent)->doc, NULL, (const xmlChar *)name, NULL);
    if (made == NULL) return NULL;
    xmlNodePtr placed = before != NULL ? xml.add_prev_sibling(NODE(before), made) : xml.add_child(NODE(parent), made);
    if (placed == NULL) {
        xml.free_node(made);
        return NULL;
    }
    if (uri != NULL) made->ns = namespace_for(made, uri, prefix);
    return (PixscoutMarkupNode *)made;
}

int pixscout_markup_add_text(PixscoutMarkupNode *element, const char *text) {
    xmlNodePtr made = xml.new_doc_text(NODE(element)->doc, (const xmlChar *)text);
    if (made == NULL) return 0;
    if (xml.add_child(NODE(element), made) == NULL) {
        xml.free_node(made);
        return 0;
    }
    return 1;
}

int pixscout_markup_set_attribute(PixscoutMarkupNode *element, const char *uri, const char *prefix,
    const char *name, const char *value) {
    return xml.set_ns_prop(NODE(element), namespace_for(NODE(element), uri, prefix), (const xmlChar *)name,
        (const xmlChar *)value) != NULL;
}

PixscoutMarkupNode *pixscout_markup_copy_into(PixscoutMarkupNode *node, PixscoutMarkupNode *parent) {
    xmlNodePtr copy = xml.doc_copy_node(NODE(node), NODE(parent)->doc, 1);
    if (copy == NULL) return NULL;
    if (xml.add_child(NODE(parent), copy) == NULL) {
        xml.free_node(copy);
        return NULL;
    }
    return (PixscoutMarkupNode *)copy;
}

void pixscout_markup_remove(PixscoutMarkupNode *node) {
    xml.unlink_node(NODE(node));
    xml.free_node(NODE(node));
}

char *pixscout_markup_serialize(PixscoutMarkupDocument *document, size_t *count) {
    xmlChar *dumped = NULL;
    int size = 0;
    // HTML as it was written, no whitespace added; XML with its declaration, in UTF-8.
    if (document->is_html) xml.html_dump_memory(document->document, &dumped, &size, 0);
    else xml.dump_memory(document->document, &dumped, &size, "UTF-8");
    if (dumped == NULL || size < 0) return NULL;
    char *copy = malloc((size_t)size + 1);
    if (copy != NULL) {
        memcpy(copy, dumped, (size_t)size);
        copy[size] = '\0';
        *count = (size_t)size;
    }
    (*xml.free)(dumped);
    return copy;
}

/// cmark 0.29's CMARK_OPT_UNSAFE: raw HTML is kept in the output.
enum { CMARK_KEEPS_RAW_HTML = 1 << 17 };

char *pixscout_markdown_to_html(const char *text, size_t count) {
    pthread_once(&markdown_once, open_cmark);
    return markdown_ready ? markdown_to_html(text, count, CMARK_KEEPS_RAW_HTML) : NULL;
}

void pixscout_markup_free_string(char *string) {
    free(string);
}
