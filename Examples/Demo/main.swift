import Graft

print("Graft Demo: the articles' ThirdPartyDemoView is coming with the representable bridge.")
