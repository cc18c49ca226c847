print("codable-check-bench: being written")
