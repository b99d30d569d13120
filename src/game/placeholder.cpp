// Placeholder until the layer has sources; keeps the library target non-empty.
