# Extra test suites, included by tests/CMakeLists.txt.

# UI tests: the game itself, headless (tests/ui/).
if(CHESSEMBLY_BUILD_APP AND EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/ui/CMakeLists.txt)
  add_subdirectory(ui)
endif()

# Fuzz targets replayed over their seed and regression corpora (tests/fuzz/).
if(EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/fuzz/CMakeLists.txt)
  add_subdirectory(fuzz)
endif()
