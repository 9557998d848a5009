import CVips
import PixscoutApp

// Before any thread starts: libvips, opened later on a queue, then never writes the environment.
pixscout_vips_prepare_environment()
PixscoutCommand.main()
