import Testing
import TestSupport
