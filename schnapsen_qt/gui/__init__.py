"""The Qt side of Schnapsen Qt: controller, AI worker thread, table scene, main window."""
