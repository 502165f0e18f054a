"""A dress rehearsal of a whole night: simulated judges and phone players acting through the real
program (`people`), station and phone processes (`station`, `phones`), the night conducted from
registration to the crowning (`conductor`), and the proof and figures it ends with (`proof`,
`figures`). `boggle-throne rehearse` runs it; the benchmarks use its people.
"""
