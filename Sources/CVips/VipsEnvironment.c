// vips_init() writes the environment (VIPSHOME) unless it is set; on the Fit queue that write
// would race with every other thread reading the environment (libcurl's proxy variables,
// gettext's language). Set once before any thread starts, libvips only reads it.
#include "CVips.h"
#include <stdlib.h>

void pixscout_vips_prepare_environment(void) {
    // Debian's libvips42 is built for /usr: with that prefix libvips takes the library folder
    // it was built with, exactly what its own guess finds there.
    setenv("VIPSHOME", "/usr", 0);
}
