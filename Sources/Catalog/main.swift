print("Vellum Catalog")
