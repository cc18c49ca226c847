import CodableCheckCommand

CodableCheckCommand.main()
