import PodspecCLI

PodspecCommand.main()
