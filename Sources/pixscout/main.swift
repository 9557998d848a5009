import PixscoutApp

PixscoutCommand.main()
