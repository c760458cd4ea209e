#include <poppler/poppler.h>
